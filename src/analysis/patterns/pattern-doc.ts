// The slice of a pattern document the validator needs, and how to read its names and code samples.

/** A pattern doc as the validator sees it; a ParsedDoc satisfies this. */
export interface PatternDocInput {
  path: string;
  uri?: string;
  title: string;
  body: string;
  frontMatter?: Record<string, unknown>;
  aliases?: string[];
}

export interface CodeSample {
  language: string;
  code: string;
}

/** Fenced code blocks with their info-string language. */
export function codeSamples(body: string): CodeSample[] {
  const out: CodeSample[] = [];
  const re = /^(`{3,}|~{3,})[ \t]*([\w#+.-]*)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) out.push({ language: m[2].toLowerCase(), code: m[3] });
  return out;
}

/** Text of the section under the first heading matching `heading`, up to the next heading of any level. */
export function sectionText(body: string, heading: RegExp): string {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => /^#{1,6}\s/.test(l) && heading.test(l));
  if (start < 0) return '';
  const end = lines.findIndex((l, k) => k > start && /^#{1,6}\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The file or folder name a pattern is known by: `adapter/README.md` → `adapter`, `creational/builder.md` → `builder`. */
export function patternSlug(path: string): string {
  const parts = path.split('/');
  const file = parts[parts.length - 1].replace(/\.(md|markdown|mdx|html\.md\.erb)$/i, '');
  if (/^(readme|index)$/i.test(file) && parts.length > 1) return parts[parts.length - 2];
  return file;
}

/** The short names a doc goes by: slug, title up to "Pattern"/":", front-matter shortTitle and aliases, "Also known as" entries. */
export function patternNames(doc: PatternDocInput): { primary: string[]; aliases: string[] } {
  const fm = doc.frontMatter ?? {};
  const shortTitle = typeof fm.shortTitle === 'string' ? fm.shortTitle : undefined;
  const title = doc.title.split(':')[0].replace(/\b(design\s+)?pattern\b.*$/i, '').trim();
  const primary = [patternSlug(doc.path).replace(/[-_]/g, ' '), title, shortTitle].filter((s): s is string => !!s);
  const aka = sectionText(doc.body, /also known as/i)
    .split(/\n|,/)
    .map((s) => s.replace(/^[\s*\-+>]+/, '').replace(/[*_`]/g, '').trim())
    .filter((s) => s && s.length < 40 && !/[.:]$/.test(s));
  const declared = Array.isArray(fm.aliases) ? fm.aliases.filter((a): a is string => typeof a === 'string') : [];
  return { primary, aliases: [...new Set([...(doc.aliases ?? []), ...declared, ...aka])] };
}
