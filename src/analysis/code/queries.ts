// Questions the checks ask of an outline: who implements what, who delegates to whom, which fields hold what.

import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from './model.js';
import { baseTypeName } from './model.js';
import { escapeRe } from '../text/escape-re.js';


/** How a method body refers to its own object: `this`, `self`, or the Go receiver name. */
export function selfNames(model: CodeModel, method: MethodDecl): string[] {
  if (model.language === 'python') return ['self', 'cls'];
  if (model.language === 'go') {
    const recv = method.params.find((p) => p.type?.startsWith('receiver '));
    return recv ? [recv.name] : [];
  }
  return ['this'];
}

/** The declared or inferred type of a field: from its declaration, or from the constructor parameter assigned to it. */
export function fieldType(type: TypeDecl, field: FieldDecl): string | undefined {
  if (field.type) return field.type;
  for (const ctor of type.methods.filter((m) => m.isConstructor)) {
    const assign = new RegExp(`\\b(?:this|self)\\.${escapeRe(field.name)}\\s*=\\s*(\\w+)`).exec(ctor.body);
    const param = assign ? ctor.params.find((p) => p.name === assign[1]) : ctor.params.find((p) => p.name === field.name);
    if (param?.type) return param.type;
  }
  return undefined;
}

/** Calls `field.x(` inside a method body, through `this.field`, `self.field`, `recv.field` or the bare name (Java/C#). */
export function callsOnField(model: CodeModel, method: MethodDecl, field: string): string[] {
  const owners = selfNames(model, method).map(escapeRe);
  const bare = model.language === 'java' || model.language === 'csharp' ? '|' : '';
  const re = new RegExp(`(?:^|[^\\w.$])(?:(?:${owners.join('|') || 'this'})\\.${bare})_?${escapeRe(field.replace(/^_/, ''))}\\s*[?!]?\\.\\s*(\\w+)\\s*\\(`, 'g');
  const names: string[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(method.body))) names.push(m[1]);
  return names;
}

/** Whether any method body iterates or streams over a field (loops, forEach, map, comprehensions). */
export function iteratesField(model: CodeModel, method: MethodDecl, field: string): boolean {
  const f = escapeRe(field);
  return new RegExp(`\\b${f}\\s*\\.\\s*(forEach|stream|map|reduce|filter|Select|ForEach|Sum|Aggregate|values|items)\\b|\\bfor\\b[^\\n]*\\b${f}\\b|\\b(in|of|range)\\s+(?:\\w+\\.)?${f}\\b|:\\s*(?:this\\.)?${f}\\s*\\)`).test(method.body);
}

/** Types in the snippet that extend or implement `name`, directly or through another declared type. */
export function implementorsOf(model: CodeModel, name: string): TypeDecl[] {
  const out = new Set<TypeDecl>();
  const visit = (target: string) => {
    for (const t of model.types) if (!out.has(t) && t.bases.includes(target)) {
      out.add(t);
      visit(t.name);
    }
  };
  visit(name);
  if (model.language === 'go') for (const t of goImplementors(model, name)) out.add(t);
  return [...out];
}

/** Go has structural typing: a struct implements an interface when its methods cover the interface's. */
function goImplementors(model: CodeModel, iface: string): TypeDecl[] {
  const decl = model.types.find((t) => t.name === iface && t.kind === 'interface');
  if (!decl || !decl.methods.length) return [];
  const wanted = decl.methods.filter((m) => !m.isConstructor).map((m) => m.name);
  return model.types.filter((t) => t.kind === 'struct' && wanted.every((w) => t.methods.some((m) => m.name === w)));
}

/** Every type a class counts as: its own name, its bases, and (Go) the interfaces its methods satisfy. */
export function typeIdentities(model: CodeModel, type: TypeDecl): Set<string> {
  const ids = new Set<string>([type.name, ...type.bases]);
  if (model.language === 'go') for (const i of model.types.filter((t) => t.kind === 'interface')) if (goImplementors(model, i.name).includes(type)) ids.add(i.name);
  return ids;
}

/** Whether a body creates a new object: `new X`, `X(...)` for a declared class, struct literals, clone helpers. */
export function createsInstance(model: CodeModel, body: string): boolean {
  if (/\bnew\s+[\w$.]+\s*[(<{[]|\bsuper\.clone\s*\(|MemberwiseClone\s*\(|\bcopy\.(deep)?copy\s*\(|structuredClone\s*\(|Object\.(create|assign)\s*\(|\{\s*\.\.\.(this|self)\b|&\w+\s*\{|\breturn\s+\*\w+\s*$|\bclone\s*\(/m.test(body)) return true;
  return model.types.some((t) => new RegExp(`(?:^|[^\\w.])${escapeRe(t.name)}\\s*\\(`).test(body) || (model.language === 'go' && new RegExp(`\\b${escapeRe(t.name)}\\s*\\{`).test(body)));
}

/** Declared types by name. */
export function typeByName(model: CodeModel, name: string): TypeDecl | undefined {
  return model.types.find((t) => t.name === name);
}

/** Simple type name of a field's type (`private final List<Node> x` → `List`). */
export function simpleFieldType(type: TypeDecl, field: FieldDecl): string {
  return baseTypeName(fieldType(type, field));
}
