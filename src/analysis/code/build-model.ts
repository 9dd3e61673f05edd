// Turns a snippet into the outline the checks use, picking the outliner for its language.

import { buildBraceModel } from './brace-model.js';
import { buildGoModel } from './go-model.js';
import type { CodeLanguage } from './language.js';
import type { CodeModel } from './model.js';
import { buildPythonModel } from './python-model.js';
import { lineIndex, stripCode } from './strip-code.js';

/** No real identifier is longer; longer runs are cut so no check's regex can be made to backtrack over them. */
const MAX_WORD = 64;
/** Runs of one punctuation character (`((((`, `a.a.a.`) are cut the same way. */
const MAX_RUN = 64;

/** Strips and outlines `code`; never throws, an unparseable snippet yields an outline with fewer types. */
export function buildCodeModel(code: string, language: CodeLanguage): CodeModel {
  const stripped = stripCode(code, language)
    .replace(new RegExp(`([\\w$]{${MAX_WORD}})[\\w$]+`, 'g'), '$1')
    .replace(new RegExp(`((?:[\\w$]{1,3}\\.){${MAX_RUN}})(?:[\\w$]{1,3}\\.)+`, 'g'), '$1')
    .replace(new RegExp(`([^\\w\\s])\\1{${MAX_RUN},}`, 'g'), (run) => run.slice(0, MAX_RUN));
  const lineOf = lineIndex(stripped);
  const outline = language === 'go' ? buildGoModel(stripped, lineOf) : language === 'python' ? buildPythonModel(stripped) : buildBraceModel(stripped, language, lineOf);
  let lines: string[] | undefined;
  const lineText = (n: number): string => (lines ??= stripped.split('\n'))[n - 1] ?? '';
  return { language, stripped, lineOf, lineText, ...outline };
}
