// Public API of the search engine: build index shards from docs, load them back, query.
import { buildIndexContent } from './builder.js';
import { DEFAULT_MAX_SHARD_BYTES, SHARD_HEADER_RESERVE } from './format.js';
import { readShards } from './reader.js';
import { SearchIndex } from './search-index.js';
import type { BuildOptions, IndexableDoc } from './types.js';
import { forgetStems } from './tokenizer.js';
import { writeShards } from './writer.js';

export { IndexFormatError, INDEX_FORMAT_VERSION } from './format.js';
export { checkIndexFormat } from './reader.js';
export { SearchIndex } from './search-index.js';
export { ScopeFilter } from './scope-table.js';
export { newSearchTrace, SEARCH_PHASES } from './search-trace.js';
export type { SearchPhase, SearchTrace } from './search-trace.js';
export { toIndexableDoc } from './to-indexable.js';
export { tokenize, normaliseAdrId, adrTerm } from './tokenizer.js';
export type { Token, TokenizeMode } from './tokenizer.js';
export type * from './types.js';

const DEFAULTS: Required<BuildOptions> = {
  maxShardBytes: DEFAULT_MAX_SHARD_BYTES,
  maxSectionTextBytes: 1536,
  maxDocTextBytes: 6 * 1024,
  maxTextBytes: 12 * 1024 * 1024,
  services: {},
};

/**
 * Builds the search index for a set of docs as one or more shards, each at most `maxShardBytes`.
 * Docs are numbered by path order; the same docs and options always give the same bytes.
 */
export function buildSearchIndex(docs: IndexableDoc[], options: BuildOptions = {}): Uint8Array[] {
  const resolved = { ...DEFAULTS, ...options };
  if (resolved.maxShardBytes <= SHARD_HEADER_RESERVE * 2) {
    throw new RangeError(`maxShardBytes must be more than ${SHARD_HEADER_RESERVE * 2}`);
  }
  const content = buildIndexContent(docs, resolved, resolved.maxShardBytes - SHARD_HEADER_RESERVE);
  forgetStems();
  return writeShards(content, resolved.maxShardBytes);
}

/**
 * Opens index shards (any order) without copying or parsing postings.
 * @throws IndexFormatError on bad magic, another format version, checksum mismatch, or shards of different builds.
 */
export function loadSearchIndex(shards: readonly (ArrayBuffer | Uint8Array)[]): SearchIndex {
  return new SearchIndex(readShards(shards));
}
