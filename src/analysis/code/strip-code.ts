// A light lexer: blanks out comments and string contents so regex checks see only code, with line numbers intact.

import type { CodeLanguage } from './language.js';

/**
 * Returns `code` with every comment and every string literal's contents replaced by spaces.
 * Newlines are kept, so offsets and line numbers in the result match the original.
 * String delimiters stay, so `"a"` becomes `" "` and code still reads as code.
 */
export function stripCode(code: string, language: CodeLanguage): string {
  const out: string[] = [];
  const n = code.length;
  const python = language === 'python';
  const hashComments = python;
  const backtickStrings = language === 'typescript' || language === 'javascript' || language === 'go';
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) out.push(code[k] === '\n' ? '\n' : ' ');
  };
  while (i < n) {
    const c = code[i];
    const next = code[i + 1];
    if (!python && c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (!python && c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (hashComments && c === '#') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if ((python || language === 'java' || language === 'csharp') && (code.startsWith('"""', i) || (python && code.startsWith("'''", i)))) {
      const quote = code.slice(i, i + 3);
      const end = code.indexOf(quote, i + 3);
      const stop = end < 0 ? n : end + 3;
      out.push(quote);
      blank(i + 3, Math.max(i + 3, stop - 3));
      if (end >= 0) out.push(quote);
      i = stop;
    } else if (c === '"' || c === "'" || (backtickStrings && c === '`')) {
      // Java/C#/Go char literals use single quotes too; treating them as strings is harmless.
      const verbatim = language === 'csharp' && code[i - 1] === '@';
      const raw = c === '`';
      let k = i + 1;
      while (k < n) {
        const ch = code[k];
        if (!raw && !verbatim && ch === '\\') { k += 2; continue; }
        if (ch === c) {
          if (verbatim && code[k + 1] === '"') { k += 2; continue; }
          break;
        }
        if (ch === '\n' && !raw && !verbatim && !python) break;
        k++;
      }
      out.push(c);
      blank(i + 1, Math.min(k, n));
      if (k < n && code[k] === c) out.push(c);
      i = Math.min(k + 1, n);
      if (k < n && code[k] !== c) i = k; // unterminated: resume at the newline
    } else {
      out.push(c);
      i++;
    }
  }
  return out.join('');
}

/** 1-based line number of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let k = 0; k < offset && k < text.length; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}

/** Precomputes line starts so many offset→line lookups stay cheap. */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 10) starts.push(k + 1);
  return (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
