// ADR metadata (id, status, date, deciders, relations) from whichever style the ADR is written in.
import { dateFromFileName, idFromFileName, idFromFrontMatter, idFromHeading, type AdrId } from './adr-id';
import { dedupeRelations, scanRelations } from './adr-relations';
import { normalizeStatus } from './adr-status';
import type { FrontMatter } from './front-matter';
import type { MarkdownLine } from './markdown-lines';
import type { AdrMetadata, AdrRelationRef, AdrRelationType, DocSection } from './types';

export interface AdrMetadataInput {
  path: string;
  frontMatter: FrontMatter;
  keyLines: Record<string, number>;
  lines: MarkdownLine[];
  sections: DocSection[];
  bodyLine: number;
}

interface Found {
  text: string;
  line: number;
}

// `| Status | Implemented |` in a metadata table.
const TABLE_ROW = (label: string) => new RegExp(`^\\s*\\|\\s*(?:\\*\\*|__)?(?:${label})(?:\\*\\*|__)?\\s*\\|\\s*([^|]*?)\\s*\\|`, 'i');
// `Status: x`, `* Status: x`, `- **Status:** x`, `**Status**: x`, `> Status: x`.
const LABEL_LINE = (label: string) =>
  new RegExp(`^\\s{0,3}(?:>\\s*)?(?:[-*+]\\s+)?(?:\\*\\*|__)?(?:${label})(?:\\*\\*|__)?\\s*:\\s*(?:\\*\\*|__)?\\s*(.*?)\\s*$`, 'i');
const STATUS_TABLE = TABLE_ROW('status');
const STATUS_LABEL = LABEL_LINE('status');
const DATE_TABLE = TABLE_ROW('date|created|last modified|last updated');
const DATE_LABEL = LABEL_LINE('date|created|last modified|last updated|decision date');
const DECIDERS_LABEL = LABEL_LINE('deciders|decision[- ]makers|decided by');
const DECIDERS_TABLE = TABLE_ROW('deciders|decision[- ]makers');
const STATUS_HEADING = /^(?:adr\s+|decision\s+|current\s+)?status\b\s*:?\s*(.*)$/i;
const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/;

/** Removes markdown decoration from a status value but keeps its words, links and emoji. */
function cleanValue(text: string): string {
  return text
    .replace(/<!--.*?(?:-->|$)/g, '')
    .replace(/^\s*(?:>\s*)?(?:[-*+]\s+)?/, '')
    .replace(/^(?:\*\*|__)(.*?)(?:\*\*|__)$/, '$1')
    .replace(/\\$/, '')
    .replace(/^\*\*|\*\*$/g, '')
    .trim();
}

const TABLE_DELIMITER = /^\s*\|?\s*:?-{2,}/;

// Metadata labels and tables sit at the top of an ADR; further down, `status: Enum` is content.
const METADATA_LINES = 40;

function findLine(lines: MarkdownLine[], pattern: RegExp, bodyLine: number): Found | undefined {
  for (const line of lines.slice(0, METADATA_LINES)) {
    if (line.code) continue;
    const m = pattern.exec(line.text);
    // `| Status | Description |` followed by `|---|` is the header of a data table, not metadata.
    if (m && line.text.trimStart().startsWith('|') && TABLE_DELIMITER.test(lines[line.index + 1]?.text ?? '')) continue;
    if (m && cleanValue(m[1])) return { text: cleanValue(m[1]), line: bodyLine + line.index };
  }
  return undefined;
}

function earliest(...found: (Found | undefined)[]): Found | undefined {
  return found.filter((f): f is Found => f !== undefined).sort((a, b) => a.line - b.line)[0];
}

/** The first paragraph under a `## Status` heading (or the heading's own `Status: x`). */
function statusFromSection(input: AdrMetadataInput): Found | undefined {
  for (const section of input.sections) {
    const m = STATUS_HEADING.exec(section.heading);
    if (!m) continue;
    if (m[1].trim()) return { text: cleanValue(m[1]), line: section.line };
    const first = section.line - input.bodyLine + 1;
    const parts: string[] = [];
    let line = 0;
    for (let i = first; i < input.lines.length && parts.length < 4; i += 1) {
      const l = input.lines[i];
      if (l.start >= section.end || (!l.code && /^ {0,3}#{1,6}(\s|$)/.test(l.text))) break;
      // Blockquotes under the heading are template guidance ("A decision may be proposed …").
      const text = l.code || /^\s{0,3}>/.test(l.text) ? '' : cleanValue(l.text);
      if (!text) {
        if (parts.length > 0) break;
        continue;
      }
      // A table under the heading is a metadata table; its status row is read elsewhere.
      if (text.startsWith('|')) break;
      if (parts.length === 0) line = input.bodyLine + i;
      parts.push(text);
    }
    if (parts.length > 0) return { text: parts.join(' ').slice(0, 300), line };
  }
  return undefined;
}

/** The id: front matter, else the file name, else the title heading. */
function resolveId(input: AdrMetadataInput): AdrId | undefined {
  const fm = input.frontMatter.adr_id ?? input.frontMatter.id;
  if (fm) return idFromFrontMatter(fm);
  const fromFile = idFromFileName(input.path);
  if (fromFile) return fromFile;
  const h1 = input.sections.find((s) => s.level === 1);
  return h1 ? idFromHeading(h1.heading) : undefined;
}

function listOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(/,|\band\b/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.map(String).map((s) => s.trim()).filter(Boolean);
  return undefined;
}

function frontMatterRelations(input: AdrMetadataInput): AdrRelationRef[] {
  const keys: [string, AdrRelationType][] = [
    ['superseded_by', 'superseded_by'], ['supersedes', 'supersedes'], ['amends', 'amends'], ['amended_by', 'amended_by'],
  ];
  const out: AdrRelationRef[] = [];
  for (const [key, type] of keys) {
    const refs = listOf(input.frontMatter[key]);
    for (const ref of refs ?? []) out.push({ type, ref, line: input.keyLines[key] ?? 1 });
  }
  return out;
}

/**
 * Reads ADR metadata from any of the styles real ADR logs use. Front matter `status` wins;
 * otherwise the first of a metadata table row, a `Status:` label line or a Status section.
 */
export function extractAdrMetadata(input: AdrMetadataInput): AdrMetadata {
  const { frontMatter: fm, lines, bodyLine } = input;
  const fmStatus = fm.status ? { text: fm.status, line: input.keyLines.status ?? 1 } : undefined;
  const status =
    fmStatus ??
    earliest(findLine(lines, STATUS_TABLE, bodyLine), findLine(lines, STATUS_LABEL, bodyLine), statusFromSection(input));

  const relations: AdrRelationRef[] = [...frontMatterRelations(input)];
  if (status) relations.push(...scanRelations(status.text, status.line, { allowBareNumbers: true }));
  for (const line of lines) {
    if (!line.code) relations.push(...scanRelations(line.text, bodyLine + line.index, { allowBareNumbers: false }));
  }

  const id = resolveId(input);
  const fmDate = fm.date ?? (typeof fm.created === 'string' ? fm.created : undefined);
  const dateText = fmDate ?? findLine(lines, DATE_TABLE, bodyLine)?.text ?? findLine(lines, DATE_LABEL, bodyLine)?.text;
  const date = dateText ? (ISO_DATE.exec(dateText)?.[1] ?? dateText.slice(0, 40)) : dateFromFileName(input.path);
  const deciders =
    fm.deciders ??
    listOf(fm['decision-makers']) ??
    listOf((findLine(lines, DECIDERS_TABLE, bodyLine) ?? findLine(lines, DECIDERS_LABEL, bodyLine))?.text);

  return {
    ...(id ? { id: id.id, idText: id.idText } : {}),
    status: normalizeStatus(status?.text),
    ...(status ? { statusText: status.text } : {}),
    ...(date ? { date } : {}),
    ...(deciders && deciders.length > 0 ? { deciders } : {}),
    relations: dedupeRelations(relations),
  };
}
