// What a method body does, read from its stripped text: the calls it makes, the fields it writes,
// the type tests and branches it uses, what it returns and creates — with offsets for line numbers.
import type { CodeModel, MethodDecl, TypeDecl } from './model.js';
import { selfNames } from './queries.js';
import { escapeRe } from '../text/escape-re.js';

export interface Call {
  /** The expression before the dot (`this.next`, `self._pool`, `inner`), or null for a bare call. */
  receiver: string | null;
  name: string;
  index: number;
}

const KEYWORDS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'return', 'new', 'else', 'do', 'try', 'throw', 'synchronized', 'using', 'lock',
  'foreach', 'function', 'typeof', 'sizeof', 'await', 'yield', 'super', 'this', 'self', 'elif', 'not', 'and', 'or', 'in',
  'print', 'assert', 'with', 'def', 'class', 'func', 'go', 'defer', 'select', 'range', 'make', 'len', 'append', 'cap', 'delete',
  'panic', 'recover', 'base', 'nameof', 'default', 'case', 'when', 'is', 'as', 'var', 'let', 'const', 'fixed', 'checked',
]);

/** Every call in a body: `recv.name(` with its receiver expression, or a bare `name(`. */
export function callsIn(body: string): Call[] {
  const out: Call[] = [];
  // Identifier lengths are bounded so a pathological input (one 50,000-character word) stays linear.
  const re = /((?:[A-Za-z_$][\w$]{0,100}(?:\(\))?\s{0,20}[?!]?\.\s{0,20}){0,12})([A-Za-z_$][\w$]{0,100})\s{0,20}(?:<[^<>()]{0,200}>)?\s{0,20}\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const name = m[2];
    const chain = m[1].replace(/\s+/g, '').replace(/[?!]?\.$/, '').replace(/\?\./g, '.');
    if (!chain && KEYWORDS.has(name)) continue;
    if (/\bnew\s+$/.test(body.slice(Math.max(0, m.index - 5), m.index + (m[0].length - m[0].trimStart().length)))) continue;
    out.push({ receiver: chain || null, name, index: m.index + m[1].length });
  }
  return out;
}

/** Names the body uses for its own object's field `name` (`this.name`, `self._name`, `r.name`, bare `name`). */
function fieldRef(model: CodeModel, method: MethodDecl, field: string): string {
  const owners = selfNames(model, method).map(escapeRe);
  const bare = model.language === 'java' || model.language === 'csharp' ? `|(?<![\\w$.])` : '';
  const own = owners.length ? `(?:(?:${owners.join('|')})\\s*\\.\\s*${bare})` : bare ? `(?:(?<![\\w$.]))` : '(?:this\\.)';
  return `${own}_?${escapeRe(field.replace(/^_/, ''))}\\b`;
}

/** Offsets where the body assigns the field (`this.x = …`, `self.x += …`, `x++`), not comparisons. */
export function fieldWrites(model: CodeModel, method: MethodDecl, field: string): number[] {
  const ref = fieldRef(model, method, field);
  const re = new RegExp(`${ref}(?:\\s*(?:\\[[^\\]]*\\]|\\.\\s*[A-Za-z_]\\w*))*\\s*(?:[-+*/%|&^]|\\?\\?|<<|>>)?=(?![=>])|${ref}\\s*(?:\\+\\+|--)|(?:\\+\\+|--)\\s*${ref}`, 'g');
  return [...method.body.matchAll(re)].map((m) => m.index!);
}

/** Offsets where the body mentions the field at all. */
export function fieldUses(model: CodeModel, method: MethodDecl, field: string): number[] {
  return [...method.body.matchAll(new RegExp(fieldRef(model, method, field), 'g'))].map((m) => m.index!);
}

/** Calls made on the field (`this.next.handle(`), with offsets. */
export function callsOnFieldAt(model: CodeModel, method: MethodDecl, field: string): Call[] {
  const ref = new RegExp(`^(?:(?:${selfNames(model, method).map(escapeRe).join('|') || 'this'})\\.)?_?${escapeRe(field.replace(/^_/, ''))}$`);
  return callsIn(method.body).filter((c) => c.receiver !== null && ref.test(c.receiver));
}

/** Runtime type tests: instanceof, C# `is T`, isinstance, type switches, typeof/constructor comparisons. */
export function typeTests(body: string): number[] {
  const re = /\binstanceof\b|\bis\s+(?:not\s+)?[A-Z]\w*\b|\bisinstance\s*\(|\.\(type\)|\.GetType\s*\(\)|\bgetClass\s*\(\)|\btypeof\s+\w+\s*===?|\.constructor\s*===?|\bswitch\b[^{]*\bcase\s+[A-Z]\w*\s+\w+\s*:|\.__class__\b|\btype\s*\(\s*\w+\s*\)\s*(?:==|is)/g;
  return [...body.matchAll(re)].map((m) => m.index!);
}

/** Branches on a value: if/else-if chains, switch/match statements, conditional expressions. */
export function branches(body: string): number[] {
  return [...body.matchAll(/\bif\b|\bswitch\b|\bmatch\s+\w+\s*:|\belif\b|\bcase\b|\?[^?.:]+:/g)].map((m) => m.index!);
}

/** Expressions the body returns (`return x`), trimmed. */
export function returnsIn(body: string): { expr: string; index: number }[] {
  return [...body.matchAll(/\breturn\b\s*([^;\n]*)/g)].map((m) => ({ expr: m[1].trim(), index: m.index! }));
}

/** Types the body instantiates: `new X(`, Python `X(` of a declared class, Go `&X{`/`X{`. */
export function creations(model: CodeModel, body: string): { type: string; index: number }[] {
  const out: { type: string; index: number }[] = [];
  for (const m of body.matchAll(/\bnew\s+([A-Za-z_$][\w$.]*)/g)) out.push({ type: m[1].split('.').pop()!, index: m.index! });
  if (model.language === 'python' || model.language === 'go') {
    for (const t of model.types) {
      const re = model.language === 'go' ? new RegExp(`&?\\b${escapeRe(t.name)}\\s*\\{`, 'g') : new RegExp(`(?<![\\w.])${escapeRe(t.name)}\\s*\\(`, 'g');
      for (const m of body.matchAll(re)) out.push({ type: t.name, index: m.index! });
    }
  }
  return out;
}

/** Loops in a body. */
export function loops(body: string): number[] {
  return [...body.matchAll(/\bfor\b|\bwhile\b|\bforeach\b|\.forEach\s*\(|\.ForEach\s*\(/g)].map((m) => m.index!);
}

/** 1-based line of an offset inside a method body. */
export function lineIn(method: MethodDecl, index: number): number {
  return method.bodyLine + method.body.slice(0, Math.max(0, index)).split('\n').length - 1;
}

/** Whether the method or its body holds a lock (synchronized, lock, Lock(), mutex, RLock, Monitor). */
export function isGuarded(model: CodeModel, method: MethodDecl): boolean {
  if ((method.modifiers ?? []).includes('synchronized')) return true;
  if (method.modifiers?.some((d) => /@(synchronized|locked)\b/i.test(d))) return true;
  return /\bsynchronized\s*\(|\block\s*\(|\.lock\s*\(\)|\.Lock\s*\(\)|\bwith\s+self\.\w*lock\w*|\bwith\s+\w*lock\w*\s*:|Monitor\.Enter|\.acquire\s*\(\)|\bLockAsync\b|\.RLock\s*\(\)|\bSemaphoreSlim\b|\.WaitAsync\s*\(/i.test(method.body) || /^(?:lock|mu|mutex)\b/.test(model.language === 'go' ? method.body.trim() : '');
}

/** Methods of a type except constructors. */
export const ownMethods = (t: TypeDecl) => t.methods.filter((m) => !m.isConstructor);

export interface Conditional {
  /** The condition's text. */
  condition: string;
  /** The branch taken when the condition holds. */
  then: string;
  index: number;
}

function matchClose(text: string, open: number, o: string, c: string): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === o) depth++;
    else if (text[k] === c && --depth === 0) return k;
  }
  return text.length;
}

/** The if statements of a body with their conditions and then-branches (brace languages and Python). */
export function conditionals(body: string, language: CodeModel['language']): Conditional[] {
  const out: Conditional[] = [];
  if (language === 'python') {
    const lines = body.split('\n');
    let offset = 0;
    lines.forEach((line, k) => {
      const m = /^(\s*)(?:if|elif)\s+(.+?):\s*(.*)$/.exec(line);
      if (m) {
        const indent = m[1].length;
        const block: string[] = m[3] ? [m[3]] : [];
        for (let j = k + 1; j < lines.length && (!lines[j].trim() || lines[j].length - lines[j].trimStart().length > indent); j++) block.push(lines[j]);
        out.push({ condition: m[2], then: block.join('\n'), index: offset + m[1].length });
      }
      offset += line.length + 1;
    });
    return out;
  }
  for (const m of body.matchAll(/\bif\s*(\()?/g)) {
    let condStart = m.index! + m[0].length;
    let condEnd: number;
    if (m[1]) {
      condEnd = matchClose(body, condStart - 1, '(', ')');
      condStart -= 0;
    } else {
      condEnd = body.indexOf('{', condStart);
      if (condEnd < 0) continue;
    }
    const condition = body.slice(condStart, condEnd);
    let k = condEnd + (m[1] ? 1 : 0);
    while (k < body.length && /\s/.test(body[k])) k++;
    let then: string;
    if (body[k] === '{') then = body.slice(k + 1, matchClose(body, k, '{', '}'));
    else {
      const end = body.indexOf(';', k);
      then = body.slice(k, end < 0 ? body.length : end + 1);
    }
    out.push({ condition, then, index: m.index! });
  }
  return out;
}

/** Whether a branch leaves the method or refuses the request: return, throw/raise, continue, break, yield break. */
export function exits(branch: string): boolean {
  return /\breturn\b|\bthrow\b|\braise\b|\bcontinue\b|\bbreak\b|\breject\s*\(|\bpanic\s*\(|\bhttp\.Error\s*\(|\bStatusTooManyRequests\b|\b429\b/.test(branch);
}
