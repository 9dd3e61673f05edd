// The published bundle's manifest: what a build contains, validated whenever it is read back.
import { z } from 'zod';
import { ADR_STATUSES, DOC_KINDS } from './types';

/**
 * Bumped when the manifest layout changes; a worker refuses manifests of another version.
 * 2: the docs' metadata moved out of the manifest value into doc shards (`manifestHeadSchema`).
 */
export const BUNDLE_FORMAT_VERSION = 2;

const relationPaths = z.array(z.string());

const manifestDocSchema = z.object({
  uri: z.string(),
  path: z.string(),
  kind: z.enum(DOC_KINDS as [string, ...string[]]),
  title: z.string(),
  tags: z.array(z.string()),
  aliases: z.array(z.string()),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  adrId: z.string().optional(),
  status: z.enum(ADR_STATUSES as [string, ...string[]]).optional(),
  statusText: z.string().optional(),
  date: z.string().optional(),
  links: relationPaths,
  supersedes: relationPaths,
  supersededBy: relationPaths,
  amends: relationPaths,
  amendedBy: relationPaths,
});

const dataFormatsSchema = z.object({ index: z.number().int(), analysis: z.number().int(), adrKnowledge: z.number().int() });
export type DataFormats = z.infer<typeof dataFormatsSchema>;

const bundleManifestSchema = z.object({
  formatVersion: z.literal(BUNDLE_FORMAT_VERSION),
  buildId: z.string().regex(/^[0-9a-f]{16,64}$/),
  /** ISO time of the build that first produced this id. Not part of the id. */
  builtAt: z.string(),
  /** Commit of the docs folder when it is a git checkout. */
  sourceCommit: z.string().optional(),
  /** Human name of the knowledge base (config `name`, else the folder name). */
  name: z.string(),
  counts: z.object({ docs: z.number(), adr: z.number(), pattern: z.number(), guideline: z.number() }),
  index: z.object({ shards: z.number().int().positive(), bytes: z.number().int().nonnegative() }),
  /** The formats of the search index and the analysis data (absent in builds made before they were recorded). */
  formats: dataFormatsSchema.optional(),
  /** Raw texts for grep, in manifest order. */
  text: z.object({ shards: z.number().int().nonnegative() }),
  /** Globs of files that are never served (config `blocked`). */
  blocked: z.array(z.string()),
  /**
   * The config's `upstreams` as written. Checked again where they are used (src/upstreams), so a
   * bad entry costs its upstream, never the build being served.
   */
  upstreams: z.array(z.unknown()).optional(),
  /** The config's `source_url` template; answers fill it per document with `sourceCommit`. */
  sourceUrl: z.string().optional(),
  docs: z.array(manifestDocSchema),
});

export type BundleManifest = z.infer<typeof bundleManifestSchema>;

/**
 * What a build's manifest key holds: the manifest without its docs, and how many doc shards hold
 * them. The docs' metadata grows with the docs folder (24 MiB at 50,000 docs), so it is split
 * under a size cap like the index and the texts, and no KV value comes near KV's 25 MiB limit.
 */
export const manifestHeadSchema = bundleManifestSchema.omit({ docs: true }).extend({ docShards: z.number().int().positive() });
export type ManifestHead = z.infer<typeof manifestHeadSchema>;

/** One doc shard of a manifest: `docs[i]` is the doc at manifest position `start + i`. */
export const manifestDocShardSchema = z.object({ start: z.number().int().nonnegative(), docs: z.array(manifestDocSchema) });

/** One shard of raw document texts: `texts[i]` is the doc at manifest position `start + i`. */
export const textShardSchema = z.object({ start: z.number().int().nonnegative(), texts: z.array(z.string()) });
export type TextShard = z.infer<typeof textShardSchema>;

/** A build that was served, and when it became the one served. */
const servedBuildSchema = z.object({ buildId: z.string(), publishedAt: z.string() });

/** How many earlier builds the pointer remembers, for `arch-mcp rollback`. */
export const EARLIER_BUILDS_KEPT = 10;

/** The pointer every isolate reads to find the build to serve. Written last by a publish or a rollback. */
export const currentPointerSchema = servedBuildSchema.extend({
  /** The builds served before this one, most recent first, each once. Unreadable, it is left out: serving never depends on it. */
  earlier: z.array(servedBuildSchema).optional().catch(undefined),
});
export type CurrentPointer = z.infer<typeof currentPointerSchema>;
