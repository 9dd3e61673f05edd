// The analysis tools at scale: the corpus build repeated under the scale-up's renamed folders, its
// analysis data (decision frames, pattern checks) precomputed again over every copy, so
// check_adr_alignment and validate_against_pattern can be timed over a build as large as the
// synthetic search index, whose paths it shares.
import { precomputeAnalysis } from '../../src/analysis/precompute';
import type { AnalysisData, PatternRulesBucket } from '../../src/analysis/precompute';
import type { FrameBucket } from '../../src/analysis/adr/frame-buckets';
import type { BuiltBundle } from '../../src/bundle/build-bundle';
import { KV_STEPS, kvEntriesOf } from '../../src/bundle/kv-layout';
import type { BuildKvSource } from '../../src/bundle/kv-layout';
import { DEFAULT_TEXT_SHARD_BYTES, textShards } from '../../src/bundle/text-shards';
import type { BundleManifest } from '../../src/docs/bundle';
import type { ManifestDoc, ParsedDoc, PublishedDoc } from '../../src/docs/types';
import { copyPath } from './synthetic-docs';

export interface ScaledBuild {
  manifest: BundleManifest;
  analysis: AnalysisData;
  frameBuckets: FrameBucket[];
  patternBuckets: PatternRulesBucket[];
  /** Node time to precompute the analysis over every copy. */
  analysisBuildMs: number;
}

const URI_PREFIX = 'arch://docs/';

function renameUri(uri: string, copy: number): string {
  return uri.startsWith(URI_PREFIX) ? `${URI_PREFIX}${copyPath(uri.slice(URI_PREFIX.length), copy)}` : uri;
}

function renamedDoc(doc: PublishedDoc, copy: number): PublishedDoc {
  const rename = (p: string) => copyPath(p, copy);
  return {
    ...doc,
    path: rename(doc.path),
    uri: renameUri(doc.uri, copy),
    links: doc.links.map(rename),
    supersedes: doc.supersedes.map(rename),
    supersededBy: doc.supersededBy.map(rename),
    amends: doc.amends.map(rename),
    amendedBy: doc.amendedBy.map(rename),
  };
}

function renamedParsed(doc: ParsedDoc, copy: number): ParsedDoc {
  return { ...doc, path: copyPath(doc.path, copy), uri: renameUri(doc.uri, copy), links: doc.links.map((l) => ({ ...l, path: copyPath(l.path, copy) })) };
}

/**
 * The corpus build repeated to `target` docs in scaleUpDocs's order (`corpusOrder` is the order
 * it copies the corpus in), every copy renamed the way the synthetic index renames it.
 */
export function scaleUpBuild(corpus: BuiltBundle, corpusOrder: readonly string[], target: number, buildId: string, indexShards: number): ScaledBuild {
  const docByPath = new Map((corpus.manifest.docs as PublishedDoc[]).map((d) => [d.path, d]));
  const parsedByPath = new Map(corpus.parsed.map((p) => [p.path, p]));
  const docs: PublishedDoc[] = [];
  const parsed: ParsedDoc[] = [];
  let placed = 0;
  for (let copy = 0; placed < target && corpusOrder.length > 0; copy++) {
    for (const path of corpusOrder) {
      if (placed++ >= target) break;
      const doc = docByPath.get(path);
      const source = parsedByPath.get(path);
      if (!doc || !source) continue;
      docs.push(renamedDoc(doc, copy));
      parsed.push(renamedParsed(source, copy));
    }
  }
  const started = performance.now();
  // The analysis reads no section list from the manifest; the published docs stand in for it.
  const { data, frameBuckets, patternBuckets } = precomputeAnalysis(parsed, docs.map((d) => ({ ...d, sections: [] }) as ManifestDoc));
  const analysisBuildMs = performance.now() - started;
  const counts = { docs: docs.length, adr: 0, pattern: 0, guideline: 0 };
  for (const d of docs) counts[d.kind] += 1;
  return {
    manifest: { ...corpus.manifest, buildId, counts, index: { shards: indexShards, bytes: 0 }, docs },
    analysis: data,
    frameBuckets,
    patternBuckets,
    analysisBuildMs,
  };
}

/**
 * Every KV value the scaled build would publish, as the publish writes them (src/bundle/kv-layout.ts):
 * the synthetic index's shards, the raw texts of every copy in text shards (each copy's text is
 * its corpus document's), the analysis value and buckets, and the manifest head and doc shards.
 */
export function scaledKvSource(corpus: BuiltBundle, scaled: ScaledBuild, indexShards: readonly Uint8Array[]): BuildKvSource {
  const decoder = new TextDecoder();
  function* texts(): Generator<string> {
    for (const doc of scaled.manifest.docs) yield decoder.decode(corpus.documents.get(doc.sha256) ?? new Uint8Array());
  }
  return {
    buildId: scaled.manifest.buildId,
    manifest: scaled.manifest,
    indexShards,
    // Generated one shard at a time while measured: 50,000 docs' texts are hundreds of MiB.
    textShards: { [Symbol.iterator]: () => textShards(texts(), DEFAULT_TEXT_SHARD_BYTES) },
    analysis: scaled.analysis,
    analysisBuckets: scaled.frameBuckets,
    patternBuckets: scaled.patternBuckets,
  };
}

/** The sizes of a build's KV values: the largest (and its key), how many, and per kind the largest. */
export interface KvValueSizes {
  values: number;
  totalBytes: number;
  largestBytes: number;
  largestKey: string;
  /** Largest value of each kind: index, text, analysis, frames, patterns, manifest-docs, manifest. */
  largestByKind: Record<string, number>;
}

/** Measures every KV value of `source`, one at a time. */
export function measureKvValues(source: BuildKvSource): KvValueSizes {
  const sizes: KvValueSizes = { values: 0, totalBytes: 0, largestBytes: 0, largestKey: '', largestByKind: {} };
  const prefix = `builds/${source.buildId}/`;
  for (const step of KV_STEPS) {
    for (const { key, value } of kvEntriesOf(source, step)) {
      const bytes = typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.byteLength;
      // builds/<id>/index/3 → index; builds/<id>/analysis/frames/7 → frames; builds/<id>/manifest/docs/0 → manifest-docs.
      const kind = key.slice(prefix.length).replace(/\/\d+$/, '').replace(/^analysis\//, '').replace('/', '-');
      sizes.values += 1;
      sizes.totalBytes += bytes;
      sizes.largestByKind[kind] = Math.max(sizes.largestByKind[kind] ?? 0, bytes);
      if (bytes > sizes.largestBytes) {
        sizes.largestBytes = bytes;
        sizes.largestKey = key;
      }
    }
  }
  return sizes;
}
