// Outlines Python by indentation: classes, their methods and the `self.x` attributes they assign.

import type { FieldDecl, MethodDecl, ParamDecl, TypeDecl, Visibility } from './model.js';

const visibilityOfName = (name: string): Visibility => (/^__\w+__$/.test(name) ? 'public' : name.startsWith('_') ? 'private' : 'public');
const indentOf = (line: string) => line.length - line.trimStart().length;

function parsePyParams(text: string): ParamDecl[] {
  return text.split(',').map((p) => p.trim()).filter(Boolean).map((p) => {
    const m = /^\*{0,2}(\w+)\s*(?::\s*([^=]+))?/.exec(p);
    return m ? { name: m[1], type: m[2]?.trim() } : { name: p };
  });
}

/** Outlines a stripped Python snippet. */
export function buildPythonModel(stripped: string): { types: TypeDecl[]; functions: MethodDecl[] } {
  const lines = stripped.split('\n');
  const types: TypeDecl[] = [];
  const functions: MethodDecl[] = [];
  const blockEnd = (from: number, indent: number) => {
    let k = from + 1;
    while (k < lines.length && (!lines[k].trim() || indentOf(lines[k]) > indent)) k++;
    return k;
  };
  const decoratorsAbove = (k: number) => {
    const out: string[] = [];
    for (let j = k - 1; j >= 0 && /^\s*@/.test(lines[j]); j--) out.push(lines[j].trim());
    return out;
  };
  const readDef = (k: number, end: number): MethodDecl | undefined => {
    // Defaults may call something (`clock=SystemClock()`), so the parameter list allows one level of parentheses.
    const dm = /^\s*(async\s+)?def\s+(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)\s*(?:->\s*([^:]+))?:/.exec(lines[k]);
    if (!dm) return undefined;
    const bodyEnd = blockEnd(k, indentOf(lines[k]));
    const decorators = decoratorsAbove(k);
    const params = parsePyParams(dm[3]);
    const isStatic = decorators.some((d) => /@(staticmethod|classmethod)/.test(d));
    return {
      name: dm[2], visibility: visibilityOfName(dm[2]), isStatic, isConstructor: dm[2] === '__init__' || dm[2] === '__new__',
      isAbstract: decorators.some((d) => d.includes('abstractmethod')), isAsync: !!dm[1], modifiers: decorators, returnType: dm[4]?.trim(),
      params: isStatic && !decorators.some((d) => d.includes('classmethod')) ? params : params.slice(1), line: k + 1,
      body: lines.slice(k + 1, Math.min(bodyEnd, end)).join('\n'), bodyLine: k + 2,
    };
  };
  for (let k = 0; k < lines.length; k++) {
    const cm = /^(\s*)class\s+(\w+)\s*(?:\(([^)]*)\))?\s*:/.exec(lines[k]);
    if (cm) {
      const indent = cm[1].length;
      const end = blockEnd(k, indent);
      const bases = (cm[3] ?? '').split(',').map((b) => b.trim().replace(/\[.*$/, '').split('.').pop()!).filter((b) => b && !b.includes('='));
      const decorators = decoratorsAbove(k);
      const decl: TypeDecl = {
        name: cm[2], kind: bases.some((b) => b === 'Protocol') ? 'interface' : 'class', visibility: visibilityOfName(cm[2]),
        isAbstract: bases.some((b) => b === 'ABC' || b === 'Protocol'), isFinal: decorators.some((d) => /@(typing\.)?final\b/.test(d)),
        bases: bases.filter((b) => b !== 'object' && b !== 'ABC'), fields: [], methods: [], line: k + 1,
      };
      const seen = new Set<string>();
      for (let j = k + 1; j < end; j++) {
        const line = lines[j];
        if (!line.trim()) continue;
        const ind = indentOf(line);
        const method = readDef(j, end);
        if (method && ind > indent && /^\s*(async\s+)?def\b/.test(line) && ind === nextIndent(lines, k, end)) {
          decl.methods.push(method);
          continue;
        }
        // `x: int` (annotation only) and annotated attributes of a dataclass declare per-instance fields.
        const annotated = /^(\s*)(\w+)\s*:\s*([^=]+?)\s*$/.exec(line);
        const classAttr = /^(\s*)(\w+)\s*(?::\s*([^=]+))?=/.exec(line) ?? annotated;
        if (classAttr && classAttr[1].length === nextIndent(lines, k, end) && !seen.has(classAttr[2])) {
          seen.add(classAttr[2]);
          const perInstance = !!classAttr[3] && !/ClassVar/.test(classAttr[3]) && (classAttr === annotated || decorators.some((d) => /@(?:dataclasses\.)?dataclass\b|@(?:attr\.)?(?:s|define|frozen|attrs)\b/.test(d)));
          decl.fields.push(pyField(classAttr[2], classAttr[3], j + 1, !perInstance));
        }
        const selfAttr = /\bself\.(\w+)\s*(?::\s*([^=]+))?=(?!=)/.exec(line);
        if (selfAttr && !seen.has(selfAttr[1])) {
          seen.add(selfAttr[1]);
          decl.fields.push(pyField(selfAttr[1], selfAttr[2], j + 1, false));
        }
      }
      types.push(decl);
      continue;
    }
    if (/^(async\s+)?def\s/.test(lines[k])) {
      const fn = readDef(k, lines.length);
      if (fn) functions.push({ ...fn, params: parsePyParams(/\(((?:[^()]|\([^()]*\))*)\)/.exec(lines[k])?.[1] ?? ''), isStatic: true });
    }
  }
  return { types, functions };
}

function nextIndent(lines: string[], classLine: number, end: number): number {
  for (let j = classLine + 1; j < end; j++) if (lines[j].trim()) return indentOf(lines[j]);
  return -1;
}

function pyField(name: string, type: string | undefined, line: number, isStatic: boolean): FieldDecl {
  return { name, type: type?.trim(), visibility: visibilityOfName(name), isStatic, isImmutable: /^[A-Z_]+$/.test(name) || /Final/.test(type ?? ''), line };
}
