// Functions an outline does not list because they are values bound to a name: TS/JS arrow functions
// (`const f = (a: A): B => …`, `private loop = (t: number) => {…}`) and Python lambdas (`f = lambda a: …`).

import { matchBrace, parseParams } from './brace-model.js';
import type { CodeModel, MethodDecl } from './model.js';

// A name bound to an arrow function: by a declaration starting a line or a statement, or as a class property.
const ARROW = new RegExp([
  /(?:(?:^|(?<=[;{}]))[ \t]*(?:export\s+)?(?:const|let|var)\s+|^[ \t]*(?:(?:private|public|protected|readonly|static|override)\s+)*)/.source,
  /([\w$#]+)\s*(?:[?!]\s*)?(?::[^=;\n]+)?=\s*(?:async\s*)?(?:<[^>]*>)?\s*/.source,
  /(?:\(([^()]*(?:\([^()]*\)[^()]*)*)\)|([\w$]+))(?:\s*:\s*([^=;{\n]+?))?\s*=>\s*/.source,
].join(''), 'gm');
const LAMBDA = /^(\w+)\s*=\s*lambda\s+([^:]*):(.*)$/gm;

/** Where an expression body ends: at a `;` or a line break outside brackets, or where its enclosing bracket closes. */
function expressionEnd(text: string, start: number): number {
  let depth = 0;
  let end = start;
  for (; end < text.length; end++) {
    const c = text[end];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth < 0) break;
    else if ((c === ';' || c === '\n') && depth === 0) break;
  }
  return end;
}

const declared = (model: CodeModel, name: string, params: MethodDecl['params'], at: number, body: string, bodyAt: number, returnType?: string): MethodDecl => ({
  name, visibility: 'public', isStatic: true, isConstructor: false, isAbstract: false, isAsync: false, returnType,
  params, line: model.lineOf(at), body, bodyLine: model.lineOf(bodyAt),
});

/** Named arrow functions and lambdas, read as free functions: an expression body becomes `return <expr>`. */
export function arrowFunctions(model: CodeModel): MethodDecl[] {
  const text = model.stripped;
  const out: MethodDecl[] = [];
  if (model.language === 'typescript' || model.language === 'javascript') {
    for (const m of text.matchAll(ARROW)) {
      const start = m.index! + m[0].length;
      const params = parseParams(m[2] ?? m[3], 'typescript');
      const returnType = m[4]?.trim();
      if (text[start] === '{') out.push(declared(model, m[1], params, m.index!, text.slice(start + 1, matchBrace(text, start)), start + 1, returnType));
      else out.push(declared(model, m[1], params, m.index!, `return ${text.slice(start, expressionEnd(text, start))};`, start, returnType));
    }
  }
  if (model.language === 'python') {
    for (const m of text.matchAll(LAMBDA)) {
      const params = m[2].split(',').map((p) => ({ name: p.replace(/^\*+/, '').replace(/=.*$/, '').trim() })).filter((p) => p.name);
      out.push(declared(model, m[1], params, m.index!, `return ${m[3].trim()}`, m.index!));
    }
  }
  return out;
}
