// How a prompt embeds documents: a labelled, fenced, size-capped copy with the doc's status, and
// the related-ADR list draft prompts link to.

/** A document (or one section of it) ready to embed. */
export interface EmbeddedDoc {
  uri: string;
  path: string;
  title: string;
  kind: string;
  status?: string;
  supersededBy: string[];
  /** Heading of the section embedded, when the URI named one. */
  section?: string;
  text: string;
}

export interface RelatedAdr {
  path: string;
  title: string;
  adrId?: string;
  status?: string;
  supersededBy: string[];
}

/** Most characters of one embedded document; the rest is a read_document call away. */
const MAX_EMBED_CHARS = 8_000;

/** A document block: what it is, whether it is in force, and its text (capped). */
export function formatEmbeddedDoc(doc: EmbeddedDoc, maxChars = MAX_EMBED_CHARS): string {
  const body = stripFrontMatter(doc.text).trim();
  const cut = body.length > maxChars ? cutAt(body, maxChars) : body;
  const facts = [`path \`${doc.path}\``, `uri ${doc.uri}`, doc.kind, ...(doc.status ? [`status: ${doc.status}`] : [])];
  const lines = [`**Document: ${doc.title}${doc.section ? ` - section "${doc.section}"` : ''}** (${facts.join(', ')})`];
  if (doc.supersededBy.length) lines.push(`_Superseded by ${doc.supersededBy.map((p) => `\`${p}\``).join(', ')}: not in force; read its successor before relying on it._`);
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(cut) + 1));
  lines.push(`${fence}markdown`, cut, fence);
  if (cut.length < body.length) {
    lines.push(`_Shortened to ${cut.length} of ${body.length} characters; read the rest with read_document (uri "${doc.uri}")._`);
  }
  return lines.join('\n');
}

/** What a prompt says when the docs being served have no document at a URI. */
export function formatMissingDoc(uri: string): string {
  return `_This knowledge base has no document at ${uri}; use search_architecture to find the closest one._`;
}

/** What stands in for a document the caller's scopes do not open. */
export function formatClosedDoc(uri: string): string {
  return `_The document at ${uri} is not available to this caller: its access does not include read_document._`;
}

/** Related ADRs as a list of relative links from `fromFolder`, with status. */
export function formatRelatedAdrs(adrs: readonly RelatedAdr[], fromFolder: string): string {
  if (!adrs.length) return '_No existing ADR matched the title and context._';
  return adrs
    .map((a) => {
      const numbered = a.adrId !== undefined && /^\d+$/.test(a.adrId);
      // Titles often repeat the number ("16. Adopt Kafka", "ADR-0006: Go for …"); show it once.
      const title = numbered ? a.title.replace(new RegExp(`^(?:adr[\\s_-]*)?0*${a.adrId}\\s*[.:)-]?\\s+`, 'i'), '') : a.title;
      const label = numbered ? `ADR-${a.adrId!.padStart(4, '0')}: ${title}` : title;
      const state = a.supersededBy.length
        ? `superseded by ${a.supersededBy.map((p) => relativePath(fromFolder, p)).join(', ')}`
        : (a.status ?? 'status unknown');
      return `- [${label}](${relativePath(fromFolder, a.path)}) - ${state}`;
    })
    .join('\n');
}

/** `to` relative to the folder `from` (both relative to the docs folder). */
function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/');
  let common = 0;
  while (common < a.length && common < b.length - 1 && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

function stripFrontMatter(text: string): string {
  const m = /^\uFEFF?---\r?\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*\r?\n/.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** Cuts at a line break near the limit so a line is not split. */
function cutAt(text: string, max: number): string {
  const nl = text.lastIndexOf('\n', max);
  return text.slice(0, nl > max / 2 ? nl : max).trimEnd();
}

function longestBacktickRun(text: string): number {
  let best = 0;
  for (const m of text.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
