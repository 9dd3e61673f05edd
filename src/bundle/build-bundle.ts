// Turns the files of a docs folder into a bundle: manifest, search index shards, analysis data
// and the documents, under a build id that is a hash of all of them. Runtime-neutral.
import { precomputeAnalysis } from '../analysis/precompute';
import type { AnalysisData, PatternRulesBucket } from '../analysis/precompute';
import type { FrameBucket } from '../analysis/adr/frame-buckets';
import { BUNDLE_FORMAT_VERSION } from '../docs/bundle';
import type { BundleManifest } from '../docs/bundle';
import { isBlocked, parseDoc, resolveCorpus, selectFiles } from '../docs';
import { ALWAYS_BLOCKED_GLOBS } from '../docs/always-blocked';
import { compileGlobs } from '../docs/file-selection';
import { buildTextShards, DEFAULT_TEXT_SHARD_BYTES } from './text-shards';
import type { DocsConfig, DocProblem, ParsedDoc } from '../docs';
import { buildSearchIndex, toIndexableDoc } from '../search';
import { DATA_FORMATS } from './data-formats';

export interface SourceFile {
  /** Path relative to the docs folder, `/`-separated. */
  path: string;
  bytes: Uint8Array;
}

export interface BuildOptions {
  config: DocsConfig;
  /** Knowledge-base name for the landing page (config name/title, else the folder name). */
  name: string;
  sourceCommit?: string;
  /** Stamped into the manifest; not part of the build id. */
  builtAt: string;
  /** Called as documents are parsed, for progress output on large folders. */
  onProgress?: (done: number, total: number) => void;
  /** Called as each later step starts (the search index and the analysis take most of a large build). */
  onPhase?: (phase: 'index' | 'analysis') => void;
  /** Largest index shard in bytes (KV values must stay under 25 MiB). */
  maxShardBytes?: number;
}

export interface BuiltBundle {
  buildId: string;
  manifest: BundleManifest;
  indexShards: Uint8Array[];
  /** Raw document texts in manifest order, sharded for grep (JSON, each under the KV limit). */
  textShards: string[];
  /** Precomputed analysis data (ADR decision statistics, pattern rules), loaded once per isolate. */
  analysis: AnalysisData;
  /** ADR decision frames in buckets, read per decision log on demand. */
  analysisBuckets: FrameBucket[];
  /** Pattern checks in buckets, read per pattern on demand. */
  patternBuckets: PatternRulesBucket[];
  /** Document bytes by sha256. */
  documents: Map<string, Uint8Array>;
  /** Everything found wrong, with file:line. `error` ones mean the build must not publish. */
  problems: DocProblem[];
  parsed: ParsedDoc[];
}

/** Thrown when the docs cannot be built without losing content; lists every error. */
export class BuildFailedError extends Error {
  constructor(readonly problems: DocProblem[]) {
    super(`build failed with ${problems.filter((p) => p.severity === 'error').length} error(s)`);
    this.name = 'BuildFailedError';
  }
}

/** Builds a bundle. Same files and config → same build id and byte-identical index. */
export async function buildBundle(files: SourceFile[], options: BuildOptions): Promise<BuiltBundle> {
  const alwaysBlocked = compileGlobs(ALWAYS_BLOCKED_GLOBS);
  // Blocked files never enter a bundle: what is not published cannot leak.
  const servable = files.filter((f) => !alwaysBlocked(f.path) && !isBlocked(f.path, options.config));
  const selected = new Set(selectFiles(servable.map((f) => f.path), options.config));
  const inputs = servable.filter((f) => selected.has(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parsed: ParsedDoc[] = [];
  for (const [i, file] of inputs.entries()) {
    parsed.push(await parseDoc({ path: file.path, content: file.bytes }, options.config));
    if ((i + 1) % 50 === 0 || i + 1 === inputs.length) options.onProgress?.(i + 1, inputs.length);
  }
  const { manifest: docs, problems } = resolveCorpus(parsed);
  if (problems.some((p) => p.severity === 'error')) throw new BuildFailedError(problems);

  const kept = new Set(docs.map((d) => d.path));
  const parsedByPath = new Map(parsed.filter((p) => kept.has(p.path)).map((p) => [p.path, p]));
  options.onPhase?.('index');
  const indexable = docs.map((d) => toIndexableDoc(parsedByPath.get(d.path)!, d));
  const indexShards = buildSearchIndex(indexable, { services: options.config.services ?? {}, ...(options.maxShardBytes ? { maxShardBytes: options.maxShardBytes } : {}) });
  options.onPhase?.('analysis');
  const { data: analysis, frameBuckets: analysisBuckets, patternBuckets } = precomputeAnalysis([...parsedByPath.values()], docs, { alternatives: options.config.alternatives });

  const bytesByPath = new Map(inputs.map((f) => [f.path, f.bytes]));
  const decoder = new TextDecoder();
  const textShards = buildTextShards(
    docs.map((d) => decoder.decode(bytesByPath.get(d.path))),
    options.maxShardBytes ?? DEFAULT_TEXT_SHARD_BYTES,
  );
  const documents = new Map<string, Uint8Array>();
  for (const file of inputs) {
    const doc = parsedByPath.get(file.path);
    if (doc) documents.set(doc.sha256, file.bytes);
  }

  const counts = { docs: docs.length, adr: 0, pattern: 0, guideline: 0 };
  for (const d of docs) counts[d.kind] += 1;
  // The name is served too (landing page, /healthz): renaming the knowledge base is a new build.
  // Mounted servers are served too: changing them is a new build (absent, the id is as before).
  const upstreams = options.config.upstreams ?? [];
  const buildId = await contentHash([
    options.name,
    JSON.stringify(docs),
    JSON.stringify(analysis),
    JSON.stringify(analysisBuckets),
    JSON.stringify(patternBuckets),
    JSON.stringify(options.config.blocked),
    ...(upstreams.length ? [JSON.stringify(upstreams)] : []),
    // Answers carry the source links it makes: a new template is a new build (absent, the id is as before).
    ...(options.config.sourceUrl ? [`source_url ${options.config.sourceUrl}`] : []),
    ...indexShards,
    ...textShards,
  ]);
  const manifest: BundleManifest = {
    formatVersion: BUNDLE_FORMAT_VERSION,
    buildId,
    builtAt: options.builtAt,
    ...(options.sourceCommit ? { sourceCommit: options.sourceCommit } : {}),
    name: options.name,
    counts,
    index: { shards: indexShards.length, bytes: indexShards.reduce((n: number, s: Uint8Array) => n + s.byteLength, 0) },
    formats: DATA_FORMATS,
    text: { shards: textShards.length },
    blocked: options.config.blocked,
    ...(upstreams.length ? { upstreams } : {}),
    ...(options.config.sourceUrl ? { sourceUrl: options.config.sourceUrl } : {}),
    // Headings are most of a manifest's bytes and only read_document needs them: it outlines the text it reads.
    docs: docs.map(({ sections: _sections, ...doc }) => doc),
  };
  return { buildId, manifest, indexShards, textShards, analysis, analysisBuckets, patternBuckets, documents, problems, parsed: [...parsedByPath.values()] };
}

/** First 32 hex chars of sha256 over the parts, each length-prefixed so boundaries count. */
async function contentHash(parts: (string | Uint8Array)[]): Promise<string> {
  const encoder = new TextEncoder();
  const chunks = parts.map((p) => (typeof p === 'string' ? encoder.encode(p) : p));
  const total = chunks.reduce((n, c) => n + 8 + c.byteLength, 0);
  const all = new Uint8Array(total);
  const view = new DataView(all.buffer);
  let at = 0;
  for (const c of chunks) {
    view.setBigUint64(at, BigInt(c.byteLength));
    all.set(c, at + 8);
    at += 8 + c.byteLength;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
