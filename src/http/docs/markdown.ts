// Markdown to HTML for the docs site (marked, GitHub-flavoured), made inert: raw HTML is shown as
// text, never passed through; a link or image whose scheme is not http, https or mailto (javascript:,
// data:, vbscript:, file: …) keeps its text and loses its target; headings get the anchors the
// outline and read_document use, so `#section` links land where answers say.
import { Marked } from 'marked';
import type { Tokens } from 'marked';
import { AnchorSlugger, plainHeadingText } from '../../docs/sections';

/** Schemes a link may keep. Everything else is dropped, whatever case or hidden characters it is written with. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Character references a browser would decode in an attribute before reading the scheme. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!);
}

/**
 * Whether a link target may be followed: relative, a fragment, or http, https or mailto. Browsers
 * skip whitespace and control characters inside a scheme (`java\tscript:`), so those are removed first.
 */
function isSafeHref(href: string): boolean {
  const compact = decodeReferences(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return !scheme || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** How the page treats the targets a document writes. */
export interface MarkdownContext {
  /** Where a relative link goes (another document's page, its source file), or undefined to keep only the text. */
  resolveLink(href: string): string | undefined;
  /** The document's title: a first level-1 heading that repeats it is left out (the page shows it already). */
  title?: string;
}

interface RenderState {
  slugger: AnchorSlugger;
  context: MarkdownContext;
}

// marked renders synchronously, so one render's state can live here for the length of the call.
let state: RenderState | undefined;

function target(href: string): string | undefined {
  if (!isSafeHref(href)) return undefined;
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return trimmed || undefined;
  return state!.context.resolveLink(trimmed);
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      const shown = escapeHtml(text);
      return block ? `<p class="raw">${shown}</p>\n` : shown;
    },
    heading({ tokens, depth, text }: Tokens.Heading) {
      const id = state!.slugger.slug(text);
      return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const to = target(href);
      if (to === undefined) return `<span class="dead-link">${inner}</span>`;
      return `<a href="${escapeHtml(to)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const trimmed = href.trim();
      // Only absolute https images (the pages' policy loads no other): a relative one has no file on this server to show.
      if (!/^https:\/\//i.test(trimmed) || !isSafeHref(trimmed)) return `<span class="missing-image">[image: ${escapeHtml(text)}]</span>`;
      return `<img src="${escapeHtml(trimmed)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

/** The document body as inert HTML. */
export function renderMarkdown(body: string, context: MarkdownContext): string {
  state = { slugger: new AnchorSlugger(), context };
  try {
    const tokens = marked.lexer(body);
    const first = tokens.find((t) => t.type !== 'space');
    if (context.title && first?.type === 'heading' && first.depth === 1 && sameText(plainHeadingText(first.text), context.title)) {
      // Its anchor is still taken, so later headings keep the anchors the outline gives them.
      state.slugger.slug(first.text);
      tokens.splice(tokens.indexOf(first), 1);
    }
    return marked.parser(tokens);
  } finally {
    state = undefined;
  }
}

function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return norm(a) === norm(b);
}
