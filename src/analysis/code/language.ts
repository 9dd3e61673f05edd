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

/** Maps a language name as a user or a code fence spells it (`ts`, `C#`, `golang`) to ours, or undefined. */
export function normalizeLanguage(name: string | undefined): CodeLanguage | undefined {
  if (!name) return undefined;
  return ALIASES[name.trim().toLowerCase()];
}

/** Guesses the language of a snippet from tell-tale syntax; used when the caller gives none. */
export function detectLanguage(code: string): CodeLanguage {
  if (/^\s*package\s+\w+\s*$/m.test(code) || /\bfunc\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(/.test(code)) return 'go';
  if (/^\s*(def|class)\s+\w+.*:\s*$/m.test(code) && !/[{};]\s*$/m.test(code)) return 'python';
  if (/\busing\s+System\b|\bnamespace\s+\w+|\{\s*get;\s*(private\s+)?set;\s*\}|\bpublic\s+sealed\s+class\b/.test(code)) return 'csharp';
  if (/\b(interface|type)\s+\w+\s*(=|\{)[\s\S]*?:\s*\w+/.test(code) && /:\s*(string|number|boolean|void)\b/.test(code)) return 'typescript';
  if (/\b(public|private|protected)\s+(static\s+)?(final\s+)?(class|interface|void|[A-Z]\w*)\b/.test(code) || /^\s*import\s+java\./m.test(code)) return 'java';
  if (/\b(const|let|function)\b|=>/.test(code)) return 'javascript';
  return 'java';
}
