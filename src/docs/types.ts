// The document model shared by the build scripts and the worker: what one parsed doc looks like.

/** The three kinds of architecture knowledge the server knows about. */
export type DocKind = 'adr' | 'pattern' | 'guideline';
export const DOC_KINDS: readonly DocKind[] = ['adr', 'pattern', 'guideline'];

/** A status folded into one vocabulary, whatever words the ADR used. */
export type AdrStatus =
  | 'proposed'
  | 'accepted'
  | 'implemented'
  | 'deprecated'
  | 'superseded'
  | 'rejected'
  | 'amended'
  | 'draft'
  | 'unknown';
export const ADR_STATUSES: readonly AdrStatus[] = [
  'proposed', 'accepted', 'implemented', 'deprecated', 'superseded', 'rejected', 'amended', 'draft', 'unknown',
];

/** A problem found while reading a doc. `error` means content would be lost; the build fails. */
export interface DocProblem {
  path: string;
  line: number;
  severity: 'error' | 'warning';
  /** Short machine-readable code, e.g. `front-matter`, `broken-link`, `dangling-supersedes`. */
  code: string;
  message: string;
}

/** A heading and the text under it, up to the next heading of the same or higher level. */
export interface DocSection {
  /** GitHub-style slug, made unique within the doc with -1, -2 … suffixes. */
  anchor: string;
  heading: string;
  level: number;
  /** 1-based line of the heading. */
  line: number;
  /** Character offsets into the doc's body (the text after front matter), [start, end). */
  start: number;
  end: number;
}

/** A markdown link from one doc to another doc in the same folder. */
export interface DocLink {
  /** Target path relative to the docs folder, normalised (no `./`, no `..`). */
  path: string;
  /** Anchor in the target, without `#`, if the link had one. */
  anchor?: string;
  text: string;
  line: number;
}

export type AdrRelationType = 'supersedes' | 'superseded_by' | 'amends' | 'amended_by';

/** A relation as written in the ADR, before it is resolved to a document. */
export interface AdrRelationRef {
  type: AdrRelationType;
  /** What the doc said: a link path, an ADR number, a title. */
  ref: string;
  line: number;
  /** True when only part of the target is affected ("parts of this ADR were superseded by …"). */
  partial?: boolean;
}

export interface AdrMetadata {
  /** Normalised id: digits without leading zeros (`12`), or the front-matter id verbatim. */
  id?: string;
  /** The id as it appears in the file name or front matter (`0012`, `ADR-6`). */
  idText?: string;
  status: AdrStatus;
  /** The status words exactly as written (`⌛️ Superseded by [036](…)`), if any. */
  statusText?: string;
  date?: string;
  deciders?: string[];
  relations: AdrRelationRef[];
}

/**
 * Where a document applies (front matter `applies_to`). Every key is optional; a document without a scope
 * applies everywhere. Globs are repo-relative; services and languages are lower case (`csharp`, not `C#`).
 */
export interface DocScope {
  paths?: string[];
  services?: string[];
  languages?: string[];
}

/** An exception granted on an ADR (front matter `waivers`): where it holds, who approved it, until when. */
export interface DocWaiver {
  scope: DocScope;
  approved_by: string;
  /** `YYYY-MM-DD`: the waiver stops holding when this day begins, UTC. */
  expires: string;
  reason: string;
}

/** One document, parsed. Everything here is derived from the file's bytes and the config. */
export interface ParsedDoc {
  /** Path relative to the docs folder, `/`-separated, exactly as on disk. */
  path: string;
  /** Stable resource URI: `arch://docs/<path without .md-style extension>`. */
  uri: string;
  kind: DocKind;
  /** Where the kind came from. */
  kindSource: 'front-matter' | 'config' | 'inferred';
  title: string;
  /** Validated front matter (unknown keys kept). */
  frontMatter: Record<string, unknown>;
  tags: string[];
  /** Other names the doc answers to (front matter `aliases`, pattern names). */
  aliases: string[];
  /** The markdown after the front matter block. */
  body: string;
  /** 1-based line in the file where `body` starts (front matter shifts it). */
  bodyLine: number;
  sections: DocSection[];
  links: DocLink[];
  adr?: AdrMetadata;
  /** Front matter `applies_to`, validated; absent = applies everywhere. */
  appliesTo?: DocScope;
  /** Front matter `waivers` of an ADR, validated, each with its file line. */
  waivers?: (DocWaiver & { line: number })[];
  sha256: string;
  /** Size of the file in bytes. */
  size: number;
  problems: DocProblem[];
}

/** A manifest entry as published: headings are left out (read_document outlines the text it reads). */
export type PublishedDoc = Omit<ManifestDoc, 'sections'>;

/**
 * One entry of a build's manifest: what the worker knows about a doc without reading it.
 * Relations are resolved to paths of other docs in the same build.
 */
export interface ManifestDoc {
  uri: string;
  path: string;
  kind: DocKind;
  title: string;
  tags: string[];
  aliases: string[];
  sha256: string;
  size: number;
  /** ADR fields (absent for guidelines and patterns). `status` is the effective status:
   *  an ADR another ADR supersedes is `superseded` even when its own text never says so. */
  adrId?: string;
  status?: AdrStatus;
  statusText?: string;
  date?: string;
  sections: { anchor: string; heading: string; level: number; line: number }[];
  /** Paths of docs this doc links to. */
  links: string[];
  supersedes: string[];
  supersededBy: string[];
  amends: string[];
  amendedBy: string[];
}
