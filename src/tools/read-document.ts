// read_document: one document by uri or path, a section of it, or a page of it, optionally with
// the documents it links to, supersedes or is superseded by.
import { z } from 'zod';
import { ToolError } from '../errors';
import { outlineOf } from '../docs/outline';
import type { OutlineSection } from '../docs/outline';
import type { PublishedDoc } from '../docs/types';
import type { LoadedBundle } from '../storage/bundle-loader';
import { resolveDocReference } from './doc-reference';
import { buildIdField, docIdentity, docPathField, docUriField, kindEnum, statusEnum } from './fields';
import { defineTool } from './types';

const DEFAULT_MAX_CHARS = 20_000;
/** Documents longer than this get a table of contents with the first page. */
const TOC_THRESHOLD = 8_000;

const inputSchema = z
  .object({
    uri: docUriField.optional(),
    path: docPathField.optional(),
    section: z
      .string()
      .max(300)
      .optional()
      .describe('Return only this section: its anchor (e.g. "decision") or its heading text.'),
    max_chars: z.number().int().min(200).max(100_000).default(DEFAULT_MAX_CHARS).describe('Most characters of content to return (200–100000, default 20000).'),
    cursor: z.string().max(200).optional().describe('next_cursor from a previous call, to read the next page.'),
    include_related: z.boolean().default(false).describe('Also list the documents this one links to, supersedes, amends or is superseded by.'),
  })
  .strict();

const relatedDoc = z.object({
  ...docIdentity,
  relation: z.enum(['links_to', 'linked_from', 'supersedes', 'superseded_by', 'amends', 'amended_by']),
  kind: kindEnum,
  status: statusEnum.optional(),
});

const outputSchema = z.object({
  ...docIdentity,
  kind: kindEnum,
  status: statusEnum.optional(),
  status_text: z.string().optional(),
  adr_id: z.string().optional(),
  superseded_by: z.array(z.string()).optional().describe('Paths of the documents that replace this one.'),
  section: z.object({ anchor: z.string(), heading: z.string() }).optional(),
  toc: z.array(z.object({ anchor: z.string(), heading: z.string(), level: z.number() })).optional(),
  content: z.string(),
  offset: z.number().describe('Character offset of content within the document (or section).'),
  total_chars: z.number(),
  truncated: z.boolean(),
  next_cursor: z.string().optional(),
  related: z.array(relatedDoc).optional(),
  build_id: buildIdField,
});

export const readDocumentTool = defineTool({
  name: 'read_document',
  title: 'Read an architecture document',
  description:
    'Read one architecture document (guideline, design pattern or ADR) by the uri or path that search_architecture returned. ' +
    'Long documents come back as a page plus a table of contents: pass `section` (an anchor or heading from the toc) to read one part, ' +
    'or `cursor` (next_cursor) to continue. Set include_related to see the ADRs it supersedes or that supersede it, and the docs it links to. ' +
    'Check `status` and `superseded_by` before relying on an ADR.',
  version: '1.0.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const doc = resolveDocReference(ctx.bundle, input);
    const text = await ctx.documents.readText(doc.sha256);
    if (text === undefined) throw new ToolError(`"${doc.path}" is listed in build ${ctx.bundle.buildId} but its content is missing from storage; republish the docs`, 'storage_missing');

    const outline = outlineOf(doc.path, text);
    let scope = { start: 0, end: text.length };
    let section: { anchor: string; heading: string } | undefined;
    if (input.section !== undefined) {
      const found = findSection(outline, input.section);
      if (!found) {
        const known = outline.slice(0, 30).map((s) => s.anchor).join(', ');
        throw new ToolError(`"${doc.path}" has no section "${input.section}". Sections: ${known || '(none)'}`, 'not_found');
      }
      scope = { start: found.start, end: found.end };
      section = { anchor: found.anchor, heading: found.heading };
    }

    const cursor = input.cursor !== undefined ? decodeCursor(input.cursor, doc, input.section) : 0;
    const scoped = text.slice(scope.start, scope.end);
    const end = pageEnd(scoped, cursor, input.max_chars);
    const truncated = end < scoped.length;
    const showToc = cursor === 0 && section === undefined && scoped.length > TOC_THRESHOLD;

    return {
      uri: doc.uri,
      path: doc.path,
      title: doc.title,
      kind: doc.kind as 'adr',
      status: doc.status as 'accepted' | undefined,
      status_text: doc.statusText,
      adr_id: doc.adrId,
      superseded_by: doc.supersededBy.length ? doc.supersededBy : undefined,
      section,
      toc: showToc ? outline.map(({ anchor, heading, level }) => ({ anchor, heading, level })) : undefined,
      content: scoped.slice(cursor, end),
      offset: cursor,
      total_chars: scoped.length,
      truncated,
      next_cursor: truncated ? encodeCursor(doc, input.section, end) : undefined,
      related: input.include_related ? relatedDocs(ctx.bundle, doc) : undefined,
      build_id: ctx.bundle.buildId,
    };
  },
});

function findSection(outline: OutlineSection[], wanted: string) {
  const w = wanted.replace(/^#/, '').trim().toLowerCase();
  return outline.find((s) => s.anchor === w) ?? outline.find((s) => s.heading.trim().toLowerCase() === w);
}

/** Ends a page at a line or word boundary near max_chars so words are not cut. */
function pageEnd(text: string, from: number, maxChars: number): number {
  const hardEnd = from + maxChars;
  if (hardEnd >= text.length) return text.length;
  const newline = text.lastIndexOf('\n', hardEnd);
  if (newline > from + maxChars / 2) return newline + 1;
  const space = text.lastIndexOf(' ', hardEnd);
  return space > from + maxChars / 2 ? space + 1 : hardEnd;
}

function encodeCursor(doc: PublishedDoc, section: string | undefined, offset: number): string {
  return btoa(JSON.stringify({ h: doc.sha256.slice(0, 12), s: section ?? '', o: offset })).replace(/=+$/, '');
}

function decodeCursor(cursor: string, doc: PublishedDoc, section: string | undefined): number {
  try {
    const value = JSON.parse(atob(cursor)) as { h?: unknown; s?: unknown; o?: unknown };
    if (value.h !== doc.sha256.slice(0, 12) || value.s !== (section ?? '') || typeof value.o !== 'number' || value.o < 0) throw new Error('mismatch');
    return value.o;
  } catch {
    throw new ToolError('cursor does not belong to this document and section (or the document changed); start again without a cursor', 'invalid_cursor');
  }
}

function relatedDocs(bundle: LoadedBundle, doc: PublishedDoc) {
  const out: z.infer<typeof relatedDoc>[] = [];
  const seen = new Set<string>();
  const add = (paths: string[], relation: z.infer<typeof relatedDoc>['relation']) => {
    for (const p of paths) {
      const target = bundle.byPath.get(p);
      if (!target || seen.has(`${relation}:${p}`)) continue;
      seen.add(`${relation}:${p}`);
      out.push({ uri: target.uri, path: target.path, title: target.title, relation, kind: target.kind as 'adr', status: target.status as 'accepted' | undefined });
    }
  };
  add(doc.supersededBy, 'superseded_by');
  add(doc.supersedes, 'supersedes');
  add(doc.amends, 'amends');
  add(doc.amendedBy, 'amended_by');
  add(doc.links, 'links_to');
  add(bundle.docs.filter((d) => d.links.includes(doc.path)).map((d) => d.path), 'linked_from');
  return out;
}
