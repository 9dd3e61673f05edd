// Outlines Go: structs and interfaces as types, receiver functions as their methods, the rest as functions.

import { matchBrace } from './brace-model.js';
import type { FieldDecl, MethodDecl, ParamDecl, TypeDecl } from './model.js';

const exported = (name: string) => /^[A-Z]/.test(name);

function parseGoParams(text: string): ParamDecl[] {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const out: ParamDecl[] = [];
  for (const p of parts) {
    const m = /^(\w+)\s+(.+)$/.exec(p);
    out.push(m ? { name: m[1], type: m[2] } : { name: p });
  }
  // `a, b int` shares the trailing type.
  for (let k = out.length - 2; k >= 0; k--) if (!out[k].type && out[k + 1].type) out[k].type = out[k + 1].type;
  return out;
}

/** `type X struct {` heads, and each `X struct {` of a grouped `type ( … )` declaration, in source order. */
function typeHeads(stripped: string): RegExpExecArray[] {
  const heads = [...stripped.matchAll(/\btype\s+(\w+)\s+(struct|interface)\s*\{/g)] as RegExpExecArray[];
  for (const group of stripped.matchAll(/\btype\s*\(/g)) {
    const start = group.index! + group[0].length;
    let depth = 1;
    let end = start;
    for (; end < stripped.length && depth > 0; end++) if (stripped[end] === '(') depth++; else if (stripped[end] === ')') depth--;
    let braces = 0;
    let offset = start;
    for (const line of stripped.slice(start, end - 1).split('\n')) {
      const head = braces === 0 ? /^(\s*)((\w+)\s+(struct|interface)\s*\{)/.exec(line) : null;
      if (head) heads.push(Object.assign([head[2], head[3], head[4]], { index: offset + head[1].length, input: stripped }) as unknown as RegExpExecArray);
      braces += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      offset += line.length + 1;
    }
  }
  return heads.sort((a, b) => a.index - b.index);
}

/** Outlines a stripped Go snippet. */
export function buildGoModel(stripped: string, lineOf: (o: number) => number): { types: TypeDecl[]; functions: MethodDecl[] } {
  const types = new Map<string, TypeDecl>();
  let m: RegExpExecArray | null;
  for (m of typeHeads(stripped)) {
    const open = m.index + m[0].length - 1;
    const close = matchBrace(stripped, open);
    const isInterface = m[2] === 'interface';
    const decl: TypeDecl = {
      name: m[1], kind: isInterface ? 'interface' : 'struct', visibility: exported(m[1]) ? 'public' : 'package',
      isAbstract: isInterface, isFinal: !isInterface, bases: [], fields: [], methods: [], line: lineOf(m.index),
    };
    let offset = open + 1;
    for (const rawLine of stripped.slice(open + 1, close).split('\n')) {
      const line = rawLine.trim();
      const lineNo = lineOf(offset);
      offset += rawLine.length + 1;
      if (!line) continue;
      if (isInterface) {
        const mm = /^(\w+)\s*\(([^)]*)\)\s*(.*)$/.exec(line);
        if (mm) decl.methods.push({ name: mm[1], visibility: exported(mm[1]) ? 'public' : 'package', isStatic: false, isConstructor: false, isAbstract: true, isAsync: false, returnType: mm[3] || undefined, params: parseGoParams(mm[2]), line: lineNo, body: '', bodyLine: lineNo });
        else if (/^\*?\w+(\.\w+)?$/.test(line)) decl.bases.push(line.replace(/^\*/, '').split('.').pop()!);
        continue;
      }
      const embedded = /^\*?(\w+\.)?(\w+)$/.exec(line);
      if (embedded) {
        decl.bases.push(embedded[2]); // embedding is Go's composition-as-inheritance
        decl.fields.push({ name: embedded[2], type: line, visibility: exported(embedded[2]) ? 'public' : 'package', isStatic: false, isImmutable: false, line: lineNo });
        continue;
      }
      const fm = /^([\w,\s]+?)\s+([^\s`]+.*)$/.exec(line);
      if (!fm) continue;
      for (const name of fm[1].split(',').map((s) => s.trim()).filter(Boolean)) {
        const f: FieldDecl = { name, type: fm[2].replace(/\s*`.*$/, '').trim(), visibility: exported(name) ? 'public' : 'package', isStatic: false, isImmutable: false, line: lineNo };
        decl.fields.push(f);
      }
    }
    types.set(decl.name, decl);
  }
  const functions: MethodDecl[] = [];
  const funcRe = /\bfunc\s*(?:\(\s*(?:(\w+)(?:\s+|\s*(?=\*)))?\*?\s*(\w+)(?:\[[^\]]*\])?\s*\))?\s*(\w+)\s*(?:\[[^\]]*\])?\(([^)]*)\)\s*([^{\n]*)\{/g;
  while ((m = funcRe.exec(stripped))) {
    const open = m.index + m[0].length - 1;
    const close = matchBrace(stripped, open);
    const method: MethodDecl = {
      name: m[3], visibility: exported(m[3]) ? 'public' : 'package', isStatic: !m[2], isConstructor: false, isAbstract: false,
      isAsync: false, returnType: m[5].trim() || undefined, params: parseGoParams(m[4]), line: lineOf(m.index),
      body: stripped.slice(open + 1, close), bodyLine: lineOf(open + 1),
    };
    const owner = m[2] ? types.get(m[2]) : undefined;
    if (owner) {
      // Receiver name lets delegation checks read `p.inner.Do()` as `this.inner.Do()`.
      method.params.unshift({ name: m[1] ?? '_', type: `receiver ${owner.name}` });
      owner.methods.push(method);
    } else {
      const ctor = /^New(\w*)$/.exec(m[3]);
      const target = ctor ? [...types.values()].find((t) => t.kind === 'struct' && method.returnType && baseTypeOf(method.returnType) === t.name) : undefined;
      if (target) target.methods.push({ ...method, isConstructor: true, isStatic: true });
      functions.push(method);
    }
  }
  return { types: [...types.values()], functions };
}

function baseTypeOf(ret: string): string {
  return ret.replace(/^\(/, '').split(',')[0].replace(/^\*/, '').trim();
}
