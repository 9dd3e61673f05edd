// Reduces markdown to the words a reader sees, so URLs and markup neither get indexed nor show up in excerpts.

const ERB_TAGS = /<%[\s\S]*?%>/g;
const HTML_COMMENTS = /<!--[\s\S]*?-->/g;
const HTML_TAGS = /<\/?[a-zA-Z][^>\n]*>/g;
const IMAGES = /!\[([^\]\n]*)\]\([^)\n]*\)/g;
const INLINE_LINKS = /\[([^\]\n]+)\]\([^)\n]*\)/g;
const REFERENCE_LINKS = /\[([^\]\n]+)\]\[[^\]\n]*\]/g;
const LINK_DEFINITIONS = /^\s{0,3}\[[^\]\n]+\]:\s*\S+.*$/gm;
const BARE_URLS = /\bhttps?:\/\/[^\s)>\]]+/g;
const FENCES = /^\s*(?:```|~~~).*$/gm;
const LINE_MARKERS = /^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+)/gm;
const TABLE_RULES = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/gm;
const EMPHASIS = /(\*\*|__|~~|`+)/g;
const LONE_STARS = /(^|\s)\*(?=\S)|(?<=\S)\*(?=\s|$|[.,;:!?)])/g;
const PIPES = /\s*\|\s*/g;
const WHITESPACE = /\s+/g;

/** Markdown (or a section of it) as plain text on one line: link text kept, URLs and markup dropped. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(ERB_TAGS, ' ')
    .replace(HTML_COMMENTS, ' ')
    .replace(IMAGES, '$1')
    .replace(INLINE_LINKS, '$1')
    .replace(REFERENCE_LINKS, '$1')
    .replace(LINK_DEFINITIONS, ' ')
    .replace(BARE_URLS, ' ')
    .replace(HTML_TAGS, ' ')
    .replace(FENCES, ' ')
    .replace(TABLE_RULES, ' ')
    .replace(LINE_MARKERS, ' ')
    .replace(EMPHASIS, '')
    .replace(LONE_STARS, '$1')
    .replace(PIPES, ' | ')
    .replace(WHITESPACE, ' ')
    .trim();
}

/** Cuts UTF-8 text to at most `maxBytes` UTF-8 bytes at a word boundary, so stored excerpts never end mid-word. */
export function truncateUtf8(bytes: Uint8Array, maxBytes: number): Uint8Array {
  if (bytes.length <= maxBytes) return bytes;
  let cut = maxBytes;
  // Step back to a character start, then to a space if one is near.
  while (cut > 0 && (bytes[cut] & 0xc0) === 0x80) cut--;
  const floor = Math.max(0, cut - 64);
  let space = cut;
  while (space > floor && bytes[space] !== 0x20) space--;
  return bytes.subarray(0, space > floor ? space : cut);
}
