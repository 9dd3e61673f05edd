// Outlines brace languages (Java, C#, TypeScript, JavaScript): classes, interfaces, fields and methods.

import type { CodeLanguage } from './language.js';
import type { FieldDecl, MethodDecl, ParamDecl, TypeDecl, Visibility } from './model.js';

const TYPE_DECL = /\b(class|interface|enum|record|struct)\s+([A-Za-z_$][\w$]*)/g;
const MODIFIER_WORDS = new Set([
  'public', 'private', 'protected', 'internal', 'static', 'final', 'readonly', 'abstract', 'sealed', 'override',
  'virtual', 'async', 'const', 'export', 'default', 'declare', 'synchronized', 'volatile', 'transient', 'native',
  'partial', 'new', 'extern', 'unsafe', 'strictfp', 'open', 'get', 'set', 'required',
]);
const CONTROL_WORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'new', 'else', 'do', 'try', 'throw', 'synchronized', 'using', 'lock', 'foreach']);

/** Index of the brace matching the `{` at `open`, or the text end. */
export function matchBrace(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    const c = text[k];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return text.length;
}

function defaultVisibility(language: CodeLanguage, inInterface: boolean): Visibility {
  if (inInterface) return 'public';
  if (language === 'java') return 'package';
  if (language === 'csharp') return 'private';
  return 'public';
}

function visibilityOf(mods: string[], header: string, language: CodeLanguage, inInterface: boolean): Visibility {
  if (mods.includes('private') || /^\s*#/.test(header)) return 'private';
  if (mods.includes('protected')) return 'protected';
  if (mods.includes('internal')) return 'internal';
  if (mods.includes('public')) return 'public';
  return defaultVisibility(language, inInterface);
}

function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '<' || c === '(' || c === '[' || c === '{') depth++;
    else if ((c === '>' && text[k - 1] !== '=') || c === ')' || c === ']' || c === '}') depth--; // `=>` closes nothing
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, k));
      start = k + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** A parameter list's names and declared types, annotations, modifiers and defaults dropped. */
export function parseParams(text: string, language: CodeLanguage): ParamDecl[] {
  return splitTopLevel(text, ',').map((p) => {
    const clean = p.replace(/@\w+(\([^)]*\))?\s*/g, '').replace(/=(?!>).*$/, '').replace(/\b(final|readonly|public|private|protected|ref|out|in|params|this)\s+/g, '').trim();
    if (language === 'typescript' || language === 'javascript') {
      const m = /^\.{0,3}([\w$]+)\??\s*(?::\s*(.+))?$/.exec(clean);
      return { name: m ? m[1] : clean, type: m?.[2]?.trim() };
    }
    const m = /^(.*?)\s*\b([\w$]+)$/.exec(clean);
    return m && m[1] ? { name: m[2], type: m[1].trim() } : { name: clean };
  });
}

function parseBases(header: string): string[] {
  const bases: string[] = [];
  const ext = /\b(?:extends|implements)\s+([^{]+)/g;
  let m: RegExpExecArray | null;
  while ((m = ext.exec(header))) {
    // `class A extends B implements C, D`: one match holds both lists.
    for (const list of m[1].split(/\bimplements\b|\bextends\b/)) for (const b of splitTopLevel(list, ',')) bases.push(b.replace(/<.*$/s, '').trim().split('.').pop() ?? '');
  }
  const colon = /^[^:(]*\b(?:class|interface|struct|record)\s+[\w$]+\s*(?:<[^>]*>)?\s*(?:\([^)]*\))?\s*:\s*([^{]+)/.exec(header);
  if (colon) for (const b of splitTopLevel(colon[1].replace(/\bwhere\b.*$/s, ''), ',')) bases.push(b.replace(/<.*$/s, '').trim());
  return bases.filter((b) => /^[\w$]+$/.test(b));
}

/** Outlines a stripped brace-language snippet. */
export function buildBraceModel(stripped: string, language: CodeLanguage, lineOf: (o: number) => number): { types: TypeDecl[]; functions: MethodDecl[] } {
  const types: TypeDecl[] = [];
  const typeRanges: [number, number][] = [];
  TYPE_DECL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TYPE_DECL.exec(stripped))) {
    const lineStart = stripped.lastIndexOf('\n', m.index) + 1;
    const prefix = stripped.slice(lineStart, m.index);
    if (/[=(.,]\s*$/.test(prefix) || /\bnew\s*$/.test(prefix)) continue; // `new class`, `= class` expressions, `Foo.class`
    const open = stripped.indexOf('{', m.index);
    const semi = stripped.indexOf(';', m.index);
    // A positional record may end at its `;` with no body: `record Point(int X, int Y);`.
    const bodyless = m[1] === 'record' && semi >= 0 && (open < 0 || semi < open);
    if (!bodyless && (open < 0 || (semi >= 0 && semi < open))) continue;
    const close = bodyless ? semi : matchBrace(stripped, open);
    const header = prefix + stripped.slice(m.index, bodyless ? semi : open);
    const mods = prefix.split(/\s+/).filter((w) => MODIFIER_WORDS.has(w));
    const kind = m[1] as TypeDecl['kind'];
    const decl: TypeDecl = {
      name: m[2],
      kind,
      visibility: visibilityOf(mods, header, language, false),
      isAbstract: mods.includes('abstract') || kind === 'interface',
      isFinal: mods.includes('final') || mods.includes('sealed') || kind === 'record' || kind === 'enum',
      bases: parseBases(header),
      fields: [],
      methods: [],
      line: lineOf(m.index),
    };
    // Java records declare their fields in the header: `record User(String name)`.
    const recordParams = kind === 'record' ? /\(([^)]*)\)/.exec(header) : null;
    if (recordParams) {
      for (const p of parseParams(recordParams[1], language)) decl.fields.push({ name: p.name, type: p.type, visibility: 'private', isStatic: false, isImmutable: true, line: decl.line });
    }
    if (!bodyless) parseMembers(stripped, open + 1, close, decl, language, lineOf);
    if (language === 'javascript') addConstructorFields(decl);
    types.push(decl);
    typeRanges.push([m.index, close]);
  }
  const functions = language === 'typescript' || language === 'javascript' ? parseFreeFunctions(stripped, typeRanges, lineOf) : [];
  return { types, functions };
}

function parseMembers(text: string, start: number, end: number, decl: TypeDecl, language: CodeLanguage, lineOf: (o: number) => number): void {
  const inInterface = decl.kind === 'interface';
  let segStart = start;
  let k = start;
  while (k < end) {
    const c = text[k];
    if (c === ';') {
      addMember(text, segStart, k, -1, decl, language, inInterface, lineOf);
      segStart = k + 1;
    } else if (c === '{') {
      const close = matchBrace(text, k);
      const header = text.slice(segStart, k);
      // A brace inside an open parameter list is an inline object type or default (`run(opts: { a: string })`), not the body.
      if ((header.match(/\(/g) ?? []).length > (header.match(/\)/g) ?? []).length) {
        k = close + 1;
        continue;
      }
      // A field initialised with a lambda or array literal continues to the `;`.
      if (/=\s*[^=>]*$/.test(header) && !/=>\s*$/.test(header) && !/\)\s*$/.test(header.replace(/\s*=>\s*$/, ''))) {
        k = close + 1;
        continue;
      }
      if (/\b(class|interface|enum|record|struct)\s+\w+/.test(header)) {
        // Nested types are outlined separately by the top-level scan.
      } else {
        addMember(text, segStart, k, close, decl, language, inInterface, lineOf);
      }
      k = close + 1;
      segStart = k;
      continue;
    }
    k++;
  }
  if (text.slice(segStart, end).trim()) addMember(text, segStart, end, -1, decl, language, inInterface, lineOf);
}

function addMember(text: string, start: number, headerEnd: number, bodyClose: number, decl: TypeDecl, language: CodeLanguage, inInterface: boolean, lineOf: (o: number) => number): void {
  const raw = text.slice(start, headerEnd);
  const lead = raw.length - raw.trimStart().length;
  let header = raw.trim().replace(/^(@[\w.]+(\([^)]*\))?\s*)+/, '').replace(/^\[[^\]]*\]\s*/, '');
  if (!header || header === ',') return;
  const memberStart = start + lead + (raw.trim().length - header.length);
  const line = lineOf(memberStart);
  const words = header.split(/\s+/);
  const mods: string[] = [];
  while (words.length && MODIFIER_WORDS.has(words[0]) && !/^(get|set)\s*\(/.test(words.join(' '))) mods.push(words.shift()!);
  const rest = words.join(' ');
  const body = bodyClose > 0 ? text.slice(headerEnd + 1, bodyClose) : '';
  const bodyLine = lineOf(headerEnd + 1);
  const paren = topLevelParen(rest);
  const eq = rest.search(/=(?!>)/);
  const colonProp = language === 'csharp' && bodyClose > 0 && paren < 0; // C# property `public int X { get; set; }`
  // TS/JS `handlers: Map<string, (m: T) => void> = …` is a typed field even though its type has parentheses.
  const typedField = (language === 'typescript' || language === 'javascript') && /^[#\w$]+\s*[?!]?\s*:/.test(rest);
  if (paren >= 0 && (eq < 0 || paren < eq) && !colonProp && !typedField) {
    const before = rest.slice(0, paren).trim();
    const nameMatch = /([\w$]+)\s*(?:<[^>]*>)?$/.exec(before);
    if (!nameMatch || CONTROL_WORDS.has(nameMatch[1])) return;
    const name = nameMatch[1];
    const closeParen = findCloseParen(rest, paren);
    const params = parseParams(rest.slice(paren + 1, closeParen), language);
    let returnType: string | undefined;
    if (language === 'typescript' || language === 'javascript') {
      const rt = /^\s*:\s*([^={]+)/.exec(rest.slice(closeParen + 1));
      returnType = rt?.[1].trim();
    } else {
      returnType = before.slice(0, before.length - nameMatch[0].length).trim() || undefined;
    }
    const isConstructor = name === decl.name || name === 'constructor' || (language === 'python' && name === '__init__');
    // C# and TS expression-bodied members: `void Accept(V v) => v.Visit(this);`
    const arrow = bodyClose < 0 ? /^[^=]*?=>\s*([\s\S]*)$/.exec(rest.slice(closeParen + 1)) : null;
    decl.methods.push({
      name,
      visibility: visibilityOf(mods, header, language, inInterface),
      isStatic: mods.includes('static'),
      isConstructor,
      isAbstract: mods.includes('abstract') || (bodyClose < 0 && !isConstructor && !arrow),
      isAsync: mods.includes('async') || /\b(Task|Promise|CompletableFuture|Future)\b/.test(returnType ?? ''),
      modifiers: mods,
      returnType: isConstructor ? undefined : returnType,
      params,
      line,
      body: arrow ? `return ${arrow[1]};` : body,
      bodyLine: arrow ? line : bodyLine,
    });
    // TS parameter properties: `constructor(private readonly inner: Store)` declare fields.
    if (isConstructor && (language === 'typescript')) {
      const ctorParams = splitTopLevel(rest.slice(paren + 1, closeParen), ',');
      for (const p of ctorParams) {
        const pm = /^(public|private|protected|readonly)\s+(readonly\s+)?([\w$]+)\??\s*(?::\s*(.+))?/.exec(p);
        if (pm) decl.fields.push({ name: pm[3], type: pm[4]?.replace(/=.*$/, '').trim(), visibility: pm[1] === 'readonly' ? 'public' : (pm[1] as Visibility), isStatic: false, isImmutable: pm[1] === 'readonly' || !!pm[2], line });
      }
    }
    return;
  }
  // Field or property.
  for (const part of splitTopLevel(rest.replace(/=(?!>)[^]*$/, ''), ',')) {
    let name: string | undefined;
    let type: string | undefined;
    if (language === 'typescript' || language === 'javascript') {
      const fm = /^([#\w$]+)\s*[?!]?\s*(?::\s*(.+))?$/.exec(part.trim());
      if (!fm) continue;
      name = fm[1].replace(/^#/, '');
      type = fm[2]?.trim();
    } else {
      const fm = /^(.*?)\s*\b([\w$]+)\s*$/.exec(part.trim());
      if (!fm) continue;
      name = fm[2];
      type = fm[1].trim() || type;
      if (!type && decl.fields.length) type = decl.fields[decl.fields.length - 1].type; // `int x, y;`
    }
    if (!name || CONTROL_WORDS.has(name)) continue;
    const hasPublicSetter = colonProp && /\bset\s*[;{]/.test(body) && !/\b(private|protected|init)\s+set\b/.test(body);
    decl.fields.push({
      name,
      type,
      visibility: visibilityOf(mods, header, language, inInterface),
      isStatic: mods.includes('static') || mods.includes('const'),
      isImmutable: mods.includes('final') || mods.includes('readonly') || mods.includes('const') || (colonProp && !/\bset\b/.test(body)),
      modifiers: mods,
      line,
    });
    if (hasPublicSetter) decl.methods.push({ name: `set ${name}`, visibility: visibilityOf(mods, header, language, inInterface), isStatic: mods.includes('static'), isConstructor: false, isAbstract: false, isAsync: false, params: [], line, body: '', bodyLine: line });
  }
}

/** JavaScript classes often declare fields only by assigning them in the constructor (`this.cache = new Map()`). */
function addConstructorFields(decl: TypeDecl): void {
  const ctor = decl.methods.find((m) => m.isConstructor);
  if (!ctor) return;
  for (const m of ctor.body.matchAll(/\bthis\.(#?[\w$]+)\s*=(?!=)/g)) {
    const name = m[1].replace(/^#/, '');
    if (decl.fields.some((f) => f.name === name)) continue;
    const line = ctor.bodyLine + ctor.body.slice(0, m.index).split('\n').length - 1;
    decl.fields.push({ name, visibility: m[1].startsWith('#') ? 'private' : 'public', isStatic: false, isImmutable: false, line });
  }
}

/** The first `(` outside generic brackets: `Dictionary<(int, int), T> cells` is a field, not a call. */
function topLevelParen(text: string): number {
  let angle = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '<') angle++;
    else if (c === '>' && text[k - 1] !== '=' && angle > 0) angle--;
    else if (c === '(' && angle === 0) return k;
    else if (c === '=' && text[k + 1] !== '>' && angle === 0) return text.indexOf('(', k);
  }
  return -1;
}

function findCloseParen(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === '(') depth++;
    else if (text[k] === ')') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return text.length;
}

/** The `{` opening a function body after its parameter list, skipping object types in the return type (`): Promise<{ ok: boolean }> {`). */
function functionBodyOpen(text: string, from: number): number {
  let depth = 0;
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (c === ';' && depth === 0) return -1;
    if (c === '<' || c === '(' || c === '[') depth++;
    else if ((c === '>' && text[k - 1] !== '=') || c === ')' || c === ']') depth--;
    else if (c === '{') {
      if (depth > 0 || /[:|&,]$/.test(text.slice(from, k).trimEnd())) k = matchBrace(text, k);
      else return k;
    }
  }
  return -1;
}

function parseFreeFunctions(text: string, typeRanges: [number, number][], lineOf: (o: number) => number): MethodDecl[] {
  const out: MethodDecl[] = [];
  // Generic functions and function-typed parameters (`function f<T>(g: () => T)`) need the balanced `)`.
  const re = /\b(export\s+)?(async\s+)?function\s*\*?\s*([\w$]+)\s*(?:<[^(]*?>)?\s*\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (typeRanges.some(([a, b]) => m!.index > a && m!.index < b)) continue;
    const paren = m.index + m[0].length - 1;
    const closeParen = findCloseParen(text, paren);
    const open = functionBodyOpen(text, closeParen + 1);
    if (open < 0) continue;
    const close = matchBrace(text, open);
    out.push({ name: m[3], visibility: 'public', isStatic: true, isConstructor: false, isAbstract: false, isAsync: !!m[2], params: parseParams(text.slice(paren + 1, closeParen), 'typescript'), line: lineOf(m.index), body: text.slice(open + 1, close), bodyLine: lineOf(open + 1) });
  }
  return out;
}
