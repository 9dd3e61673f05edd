// Turns a snippet into the outline the checks use, picking the outliner for its language.

import { buildBraceModel } from './brace-model.js';
import { buildGoModel } from './go-model.js';
import type { CodeLanguage } from './language.js';
import type { CodeModel } from './model.js';
import { buildPythonModel } from './python-model.js';
import { lineIndex, stripCode } from './strip-code.js';

/** Strips and outlines `code`; never throws, an unparseable snippet yields an outline with fewer types. */
export function buildCodeModel(code: string, language: CodeLanguage): CodeModel {
  const stripped = stripCode(code, language);
  const lineOf = lineIndex(stripped);
  const outline = language === 'go' ? buildGoModel(stripped, lineOf) : language === 'python' ? buildPythonModel(stripped) : buildBraceModel(stripped, language, lineOf);
  return { language, stripped, lineOf, ...outline };
}
