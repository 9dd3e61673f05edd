// Language names for `applies_to.languages`: how people spell them, and which a file path is written in.
import data from './languages.json';

const extensions = data.extensions as Record<string, string>;
const filenames = data.filenames as Record<string, string>;
const aliases = data.aliases as Record<string, string>;

/** Every language name a path can be written in (what `languages` lists can match). */
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set([...Object.values(extensions), ...Object.values(filenames)]);

/** A language as written (`Go`, `golang`, `C#`) in the one spelling scopes use (`go`, `csharp`). */
export function canonicalLanguage(name: string): string {
  const lower = name.trim().toLowerCase();
  return Object.hasOwn(aliases, lower) ? aliases[lower]! : lower;
}

/** The language a repo-relative path is written in, from its file name or extension, or undefined. */
export function languageOfPath(path: string): string | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (Object.hasOwn(filenames, base)) return filenames[base];
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const ext = base.slice(dot + 1).toLowerCase();
  return Object.hasOwn(extensions, ext) ? extensions[ext] : undefined;
}
