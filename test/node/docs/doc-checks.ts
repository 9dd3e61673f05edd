// Reads the project's markdown the way GitHub renders it, for the link-and-command test: headings and
// their anchors, relative links, and the command lines shown in code (arch-mcp, npm scripts, scripts/).

/** One line of a markdown file, marked as inside a fenced code block or not. */
interface MarkdownLine {
  text: string;
  line: number;
  fenced: boolean;
}

function markdownLines(markdown: string): MarkdownLine[] {
  const out: MarkdownLine[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === null && marker) {
      fence = marker;
      out.push({ text, line: i + 1, fenced: true });
      return;
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null;
      out.push({ text, line: i + 1, fenced: true });
      return;
    }
    out.push({ text, line: i + 1, fenced: false });
  });
  return out;
}

/** The anchor GitHub gives a heading: its text in lower case, punctuation dropped, spaces as dashes. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers: heading slugs (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text, fenced } of markdownLines(markdown)) {
    if (fenced) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** Text outside inline code spans, so a link shown as code is not taken for a link. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

export interface Link {
  line: number;
  target: string;
}

/** Links to places in this repository: `[text](target)` and `[label]: target` outside code. */
export function relativeLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line, fenced } of markdownLines(markdown)) {
    if (fenced) continue;
    const prose = withoutCodeSpans(text);
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      links.push({ line, target });
    }
  }
  return links;
}

export interface CodeLine {
  line: number;
  text: string;
}

/**
 * The code a file shows: each line of a fenced block (continuation lines joined) and each inline
 * code span (which may run over lines of its paragraph), with table escapes (`\|`) undone.
 */
export function codeLines(markdown: string): CodeLine[] {
  const out: CodeLine[] = [];
  let pending: CodeLine | null = null;
  let paragraph: MarkdownLine[] = [];
  const endParagraph = (): void => {
    // A code span may continue on the next line of its paragraph; it is reported at its first line.
    const text = paragraph.map((l) => l.text).join('\n');
    for (const m of text.matchAll(/(`+)([\s\S]*?)\1/g)) {
      const line = paragraph[0].line + text.slice(0, m.index).split('\n').length - 1;
      out.push({ line, text: m[2].replace(/\s*\n\s*/g, ' ').replace(/\\\|/g, '|') });
    }
    paragraph = [];
  };
  for (const entry of markdownLines(markdown)) {
    const { text, line, fenced } = entry;
    if (fenced || text.trim() === '') endParagraph();
    if (fenced) {
      if (/^\s{0,3}(`{3,}|~{3,})/.test(text)) continue;
      const joined: CodeLine = pending ? { line: pending.line, text: `${pending.text} ${text.trim()}` } : { line, text };
      if (/\\$/.test(joined.text)) pending = { line: joined.line, text: joined.text.slice(0, -1) };
      else {
        pending = null;
        out.push(joined);
      }
      continue;
    }
    if (text.trim() !== '') paragraph.push(entry);
  }
  endParagraph();
  return out;
}

/** How a command is invoked in the docs, and the words that follow it (up to `&&`, `;`, `|` or a comment). */
export type Invocation =
  | { kind: 'cli'; line: number; words: string[] }
  | { kind: 'npm'; line: number; script: string; words: string[] }
  | { kind: 'script'; line: number; file: string; words: string[] };

function words(rest: string): string[] {
  const out: string[] = [];
  for (const m of rest.matchAll(/'[^']*'|"[^"]*"|\S+/g)) {
    const word = m[0];
    if (word === '&&' || word === ';' || word === '||' || word.startsWith('#')) break;
    out.push(word);
  }
  return out;
}

/** Every arch-mcp, npm script and `npx tsx` script invocation in one line of code. */
export function invocations(code: CodeLine): Invocation[] {
  const found: Invocation[] = [];
  const text = code.text;
  for (const m of text.matchAll(/(?:^|[\s(])(?:npx\s+)?arch-mcp\s+([a-z][\w|-]*(?:\s.*)?)$/gm)) {
    found.push({ kind: 'cli', line: code.line, words: words(m[1]) });
  }
  for (const m of text.matchAll(/(?:^|[\s(])node\s+(?:--[\w-]+\s+)*(?:\.\/)?bin\/arch-mcp\.mjs\s+(.*)$/gm)) {
    found.push({ kind: 'cli', line: code.line, words: words(m[1]) });
  }
  for (const m of text.matchAll(/(?:^|[\s(])npm\s+(?:run(?:-script)?\s+([\w:.-]+)|(start|test))(?:\s+(.*))?$/gm)) {
    const rest = words(m[3] ?? '');
    const dashes = rest.indexOf('--');
    found.push({ kind: 'npm', line: code.line, script: m[1] ?? m[2], words: dashes === -1 ? [] : rest.slice(dashes + 1) });
  }
  for (const m of text.matchAll(/(?:^|[\s(])npx\s+tsx\s+(\S+\.ts)(?:\s+(.*))?$/gm)) {
    found.push({ kind: 'script', line: code.line, file: m[1], words: words(m[2] ?? '') });
  }
  return found;
}

/** The `--flag` names among a command's words (usage brackets and `=values` stripped). */
export function flagsIn(wordsShown: string[]): string[] {
  return wordsShown.flatMap((w) => [...w.matchAll(/(?:^|[[(|])(--[a-z][a-z0-9-]*)/g)].map((m) => m[1]));
}

/** What `arch-mcp CMD --help` accepts: its flags, and its subcommands when the usage lines name any. */
export interface CommandUsage {
  flags: Set<string>;
  subcommands: Set<string> | null;
}

export function parseUsage(name: string, usage: string): CommandUsage {
  const flags = new Set(['--help', ...[...usage.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((m) => m[0])]);
  const subcommands = new Set<string>();
  for (const line of usage.split('\n')) {
    const next = new RegExp(`^arch-mcp ${name} ([a-z][a-z|-]*)(?:\\s|$)`).exec(line)?.[1];
    if (next) for (const sub of next.split('|')) subcommands.add(sub);
  }
  return { flags, subcommands: subcommands.size > 0 ? subcommands : null };
}
