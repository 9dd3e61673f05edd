// Functions an outline does not list because they are values bound to a name: TS/JS arrow functions
// (`const f = (a: A): B => …`, `private loop = (t: number) => {…}`) and Python lambdas (`f = lambda a: …`).

import { parseParams } from './brace-model.js';
import type { CodeModel, MethodDecl } from './model.js';

// A name bound to an arrow function: by a declaration starting a line or a statement, or as a class
// property. Every run is bounded, so a pathological snippet costs linear time.
const ARROW = new RegExp([
  /(?:(?:^|(?<=[;{}]))[ \t]*(?:export[ \t]+)?(?:const|let|var)[ \t]+|^[ \t]*(?:(?:private|public|protected|readonly|static|override)[ \t]+){0,6})/.source,
  /([\w$#]{1,100})[ \t]{0,20}(?:[?!][ \t]{0,20})?(?::[^=;\n]{1,300})?=\s{0,20}(?:async\b\s{0,20})?(?:<[^<>]{0,200}>)?\s{0,20}/.source,
  /(?:\(([^()]{0,1000}(?:\([^()]{0,1000}\)[^()]{0,1000}){0,20})\)|([\w$]{1,100}))(?:\s{0,20}:\s{0,20}([^=;\n]{1,300}?))?\s{0,20}=>\s*/.source,
].join(''), 'gm');
/** A line that carries on the expression of the line before: a member access, an operator, a ternary's branch. */
const CONTINUES = /^\s*(?:[.?:+\-*/%|&^]|=(?!>)|instanceof\b|in\b|as\b|satisfies\b)/;
/**
 * A line whose expression is not finished at its end: it ends with a binary operator or an arrow.
 * A closing `>` (JSX, a generic) and a postfix `++`/`--` finish it.
 */
const UNFINISHED = /(?:[*/%|&^?:,=<]|=>|(?<!\+)\+|(?<!-)-)[ \t]*$/;
const LAMBDA = /^(\w+)[ \t]*=[ \t]*lambda[ \t]+([^:\n]*):(.*)$/gm;

/**
 * Where an expression body ends: at a `;` outside brackets, where its enclosing bracket closes, or at
 * a line break outside brackets unless the next line carries the expression on (`.map(…)`,
 * `? a : b`, `&& …`) or this one left it unfinished. Never past `limit`.
 */
function expressionEnd(text: string, start: number, limit: number): number {
  let depth = 0;
  let end = start;
  for (; end < limit; end++) {
    const c = text[end];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth < 0) break;
    else if (c === ';' && depth === 0) break;
    else if (c === '\n' && depth === 0) {
      const lineStart = text.lastIndexOf('\n', end - 1) + 1;
      if (!UNFINISHED.test(text.slice(Math.max(start, lineStart), end)) && !CONTINUES.test(text.slice(end + 1, Math.min(limit, end + 200)))) break;
    }
  }
  return end;
}

/** The matching `}` of every `{` in `text` (absent: unclosed), found in one pass rather than one scan per body. */
function braceCloses(text: string): Map<number, number> {
  const closes = new Map<number, number>();
  const open: number[] = [];
  for (let k = 0; k < text.length; k++) {
    if (text[k] === '{') open.push(k);
    else if (text[k] === '}' && open.length) closes.set(open.pop()!, k);
  }
  return closes;
}

const found = new WeakMap<CodeModel, MethodDecl[]>();

const declared = (model: CodeModel, name: string, params: MethodDecl['params'], at: number, body: string, bodyAt: number, returnType?: string): MethodDecl => ({
  name, visibility: 'public', isStatic: true, isConstructor: false, isAbstract: false, isAsync: false, returnType,
  params, line: model.lineOf(at), body, bodyLine: model.lineOf(bodyAt),
});

/**
 * Named arrow functions and lambdas, read as free functions: an expression body becomes
 * `return <expr>`. Read once per model; the checks share the result.
 */
export function arrowFunctions(model: CodeModel): MethodDecl[] {
  const known = found.get(model);
  if (known) return known;
  const text = model.stripped;
  const out: MethodDecl[] = [];
  if (model.language === 'typescript' || model.language === 'javascript') {
    const matches = [...text.matchAll(ARROW)];
    let closes: Map<number, number> | undefined;
    for (const [i, m] of matches.entries()) {
      const start = m.index! + m[0].length;
      const params = parseParams(m[2] ?? m[3], 'typescript');
      const returnType = m[4]?.trim();
      if (text[start] === '{') {
        closes ??= braceCloses(text);
        out.push(declared(model, m[1], params, m.index!, text.slice(start + 1, closes.get(start) ?? text.length), start + 1, returnType));
      }
      else {
        // No expression runs into the next declaration, which also keeps the scans linear.
        const end = expressionEnd(text, start, matches[i + 1]?.index ?? text.length);
        out.push(declared(model, m[1], params, m.index!, `return ${text.slice(start, end)};`, start, returnType));
      }
    }
  }
  if (model.language === 'python') {
    for (const m of text.matchAll(LAMBDA)) {
      const params = m[2].split(',').map((p) => ({ name: p.replace(/^\*+/, '').replace(/=.*$/, '').trim() })).filter((p) => p.name);
      out.push(declared(model, m[1], params, m.index!, `return ${m[3].trim()}`, m.index!));
    }
  }
  found.set(model, out);
  return out;
}
