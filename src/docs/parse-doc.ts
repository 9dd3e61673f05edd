// Parses one file (path + bytes) into a ParsedDoc: front matter, kind, title, sections, links, ADR metadata.
import { extractAdrMetadata } from './adr-metadata';
import { readScopeFields } from './applies-to';
import type { DocsConfig } from './config';
import { parseFrontMatter } from './front-matter';
import { resolveKind } from './kinds';
import { extractLinks } from './links';
import { scanLines } from './markdown-lines';
import { docUri } from './paths';
import { extractSections } from './sections';
import { resolveTitle } from './title';
import type { DocProblem, ParsedDoc } from './types';

export interface DocInput {
  /** Path relative to the docs folder, `/`-separated, exactly as on disk. */
  path: string;
  content: string | Uint8Array;
}

const encoder = new TextEncoder();
// `fatal` so a file that is not UTF-8 is reported instead of silently garbled.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Lowercase hex SHA-256 of some bytes. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

function decode(path: string, bytes: Uint8Array, problems: DocProblem[]): string {
  try {
    return decoder.decode(bytes);
  } catch {
    problems.push({ path, line: 1, severity: 'warning', code: 'encoding', message: 'file is not valid UTF-8; invalid bytes were replaced' });
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Parses one doc. Never throws for bad content: problems (bad front matter, bad encoding) are
 * listed on the result and the doc is still served. The hash and size are over the exact bytes.
 */
export async function parseDoc(input: DocInput, config: DocsConfig): Promise<ParsedDoc> {
  const problems: DocProblem[] = [];
  const bytes = typeof input.content === 'string' ? encoder.encode(input.content) : input.content;
  // Started first so the hash (off the main thread in Node) overlaps the parse.
  const sha256 = sha256Hex(bytes);
  const source = typeof input.content === 'string' ? input.content : decode(input.path, bytes, problems);
  const fm = parseFrontMatter(input.path, source);
  problems.push(...fm.problems);
  const lines = scanLines(fm.body);
  const sections = extractSections(lines, fm.body.length, fm.bodyLine);
  const adrInput = { path: input.path, frontMatter: fm.data, keyLines: fm.keyLines, lines, sections, bodyLine: fm.bodyLine };
  // ADR metadata is read before the kind is known: a status line is itself a hint that a doc is an ADR.
  const adr = extractAdrMetadata(adrInput);
  const { kind, kindSource } = resolveKind(
    { path: input.path, frontMatterKind: fm.data.kind, sections, hasStatus: adr.statusText !== undefined },
    config,
  );
  const serviceNames = Object.keys(config.services ?? {});
  const scope = readScopeFields({
    path: input.path,
    kind,
    frontMatter: fm.data,
    keyLines: fm.keyLines,
    knownServices: serviceNames.length ? new Set(serviceNames) : undefined,
  });
  problems.push(...scope.problems);
  return {
    path: input.path,
    uri: docUri(input.path),
    kind,
    kindSource,
    title: resolveTitle(input.path, fm.data.title, sections),
    frontMatter: fm.data,
    tags: fm.data.tags ?? [],
    aliases: fm.data.aliases ?? [],
    body: fm.body,
    bodyLine: fm.bodyLine,
    sections,
    links: extractLinks(lines, input.path, fm.bodyLine),
    ...(kind === 'adr' ? { adr } : {}),
    ...(scope.appliesTo ? { appliesTo: scope.appliesTo } : {}),
    ...(scope.waivers ? { waivers: scope.waivers } : {}),
    sha256: await sha256,
    size: bytes.byteLength,
    problems,
  };
}
