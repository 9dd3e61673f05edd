// The languages the structural checks understand, and how user-supplied names map onto them.

export type CodeLanguage = 'typescript' | 'javascript' | 'java' | 'go' | 'python' | 'csharp';
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['typescript', 'javascript', 'java', 'go', 'python', 'csharp'];

const ALIASES: Record<string, CodeLanguage> = {
  ts: 'typescript', typescript: 'typescript', tsx: 'typescript',
  js: 'javascript', javascript: 'javascript', jsx: 'javascript', node: 'javascript', mjs: 'javascript',
  java: 'java', kotlin: 'java',
  go: 'go', golang: 'go',
  py: 'python', python: 'python', python3: 'python',
  cs: 'csharp', csharp: 'csharp', 'c#': 'csharp', dotnet: 'csharp', '.net': 'csharp',
};

/** The other spellings accepted for our languages (`ts`, `golang`, `c#`), in the order above. */
export const CODE_LANGUAGE_ALIASES: readonly string[] = Object.keys(ALIASES).filter((name) => !(CODE_LANGUAGES as readonly string[]).includes(name));

/** Maps a language name as a user or a code fence spells it (`ts`, `C#`, `golang`) to ours, or undefined. */
export function normalizeLanguage(name: string | undefined): CodeLanguage | undefined {
  if (!name) return undefined;
  return ALIASES[name.trim().toLowerCase()];
}

/** Guesses the language of a snippet from tell-tale syntax; used when the caller gives none. */
export function detectLanguage(code: string): CodeLanguage {
  if (/^\s*package\s+\w+\s*$/m.test(code) || /\bfunc\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(/.test(code)) return 'go';
  if (/^\s*(def|class)\s+\w+.*:\s*$/m.test(code) && !/[{};]\s*$/m.test(code)) return 'python';
  // Weighted signals: a single keyword rarely settles it (`class`, `private` and generics are shared).
  const score = (signals: [RegExp, number][]) => signals.reduce((n, [re, w]) => n + (re.test(code) ? w : 0), 0);
  const csharp = score([
    [/\busing\s+System\b/, 5], [/\bnamespace\s+[\w.]+/, 3], [/\{\s*get;\s*(private\s+|init;\s*)?(set;)?\s*\}/, 4],
    [/\b(sealed|readonly\s+struct|async\s+Task)\b/, 3], [/\bstring\s+\w+\s*[;=)]/, 1], [/\bLazy</, 2],
  ]);
  const java = score([
    [/^\s*import\s+java\./m, 5], [/^\s*package\s+[\w.]+;/m, 5], [/@Override\b/, 3], [/\bSystem\.out\./, 3],
    [/\b(public|private|protected)\s+(static\s+)?(final\s+)?[A-Z]\w*(<[^>]*>)?\s+\w+\s*[;=(]/, 3],
    [/\b(public|private|protected)\s+(static\s+)?(synchronized\s+)?void\s+\w+\(/, 3], [/\bString\s+\w+\s*[;=,)]/, 2],
    [/\bfinal\s+class\b/, 2], [/\bextends\s+\w+(<[^>]*>)?\s+implements\b|\bimplements\s+\w+/, 1],
  ]);
  const typescript = score([
    [/\bconstructor\s*\(/, 3], [/^\s*(export\s+)?(default\s+)?(abstract\s+)?class\s+\w+/m, 1], [/^\s*export\s+/m, 2],
    [/\b(interface|type)\s+\w+(<[^>]*>)?\s*(=|\{)/, 2], [/[\w)\]?]\s*:\s*(string|number|boolean|void|unknown|any|never|Promise<|[A-Z]\w*)\b/, 3],
    [/\b(readonly|private|public|protected)\s+(readonly\s+)?\w+\s*[:?]/, 3], [/\bimport\s+.*\bfrom\s+['"]/, 3],
    [/\b(const|let)\s+\w+/, 1], [/=>/, 1], [/\?\?=?|\?\./, 1], [/\bas\s+const\b|\bkeyof\b|\bimplements\s+\w+\s*\{/, 1],
  ]);
  const typed = /[\w)\]?]\s*:\s*(string|number|boolean|void|unknown|any|never|Promise<|[A-Z]\w*)\b/.test(code) || /\b(interface|type)\s+\w+/.test(code);
  const best = Math.max(csharp, java, typescript);
  if (best === 0) return /\b(const|let|function)\b|=>/.test(code) ? 'javascript' : 'java';
  if (typescript === best) return typed ? 'typescript' : 'javascript';
  if (java === best) return 'java';
  return 'csharp';
}
