// The binary index layout shared by writer and reader: magic, version, shard header schema, checksum, errors.
import { z } from 'zod';

/** `AMSI`: arch-mcp search index. */
export const INDEX_MAGIC = 0x49534d41;
/** Bumped whenever the byte layout or the meaning of a block changes; readers refuse any other version. */
export const INDEX_FORMAT_VERSION = 5;
/** magic u32, version u32, header length u32, checksum u32. */
export const PREFIX_BYTES = 16;
/** Blocks start on 8-byte boundaries so typed-array views need no copy. */
export const BLOCK_ALIGN = 8;
/** Room kept in every shard for the prefix and header JSON when splitting large stores. */
export const SHARD_HEADER_RESERVE = 64 * 1024;
export const DEFAULT_MAX_SHARD_BYTES = 20 * 1024 * 1024;
/** Section text ends (and their positions' ends) are stored as 16-bit offsets within their doc's record. */
export const MAX_DOC_TEXT_BYTES = 0xffff;

/** Thrown when index bytes cannot be trusted: wrong magic, another version, a checksum or header mismatch. */
export class IndexFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexFormatError';
  }
}

export const BLOCK_TYPES = ['u8', 'u16', 'u32', 'f32'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

const blockSchema = z.object({
  name: z.string().min(1),
  type: z.enum(BLOCK_TYPES),
  /** Byte offset from the start of the shard. */
  offset: z.number().int().nonnegative(),
  /** Number of elements. */
  length: z.number().int().nonnegative(),
});
export type BlockEntry = z.infer<typeof blockSchema>;

/** Scoring constants baked into the index at build time; the query side reads them from here. */
const statsSchema = z.object({
  docCount: z.number().int().nonnegative(),
  termCount: z.number().int().nonnegative(),
  sectionCount: z.number().int().nonnegative(),
  surfaceCount: z.number().int().nonnegative(),
  tagCount: z.number().int().nonnegative(),
  headingCount: z.number().int().nonnegative(),
  displayTagCount: z.number().int().nonnegative(),
  anchorCount: z.number().int().nonnegative(),
  /** Distinct applies_to scopes, waivers, and services known (see scope-blocks.ts). */
  scopeCount: z.number().int().nonnegative(),
  waiverCount: z.number().int().nonnegative(),
  serviceCount: z.number().int().nonnegative(),
  /**
   * Average field lengths in terms: title, tags, path, body (per doc) and section (per section). Doc impacts
   * were computed with them at build time; section impacts are computed with `avgSection` at query time.
   */
  avgTitle: z.number().nonnegative(),
  avgTags: z.number().nonnegative(),
  avgPath: z.number().nonnegative(),
  avgBody: z.number().nonnegative(),
  avgSection: z.number().nonnegative(),
});
export type IndexStats = z.infer<typeof statsSchema>;

export const shardHeaderSchema = z.object({
  shard: z.number().int().nonnegative(),
  shardCount: z.number().int().positive(),
  /** Identical in every shard of one build, so shards of different builds cannot be mixed. */
  buildId: z.string().min(1),
  blocks: z.array(blockSchema),
  /** Present in shard 0 only. */
  stats: statsSchema.optional(),
});
export type ShardHeader = z.infer<typeof shardHeaderSchema>;

/**
 * A 32-bit FNV-1a-style hash over 32-bit little-endian words in four independent lanes, folded at the end.
 * Word-at-a-time with independent lanes is what keeps checking a multi-megabyte shard within a millisecond or two;
 * the input must be 4-byte aligned and a multiple of 4 bytes long, which the layout guarantees.
 */
export function checksum32(bytes: Uint8Array): number {
  if (bytes.byteOffset % 4 !== 0 || bytes.byteLength % 4 !== 0) {
    throw new IndexFormatError('checksum input is not 4-byte aligned');
  }
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  let c = 0x9e3779b9;
  let d = 0x85ebca6b;
  const n = words.length;
  const tail = n - (n % 4);
  let i = 0;
  for (; i < tail; i += 4) {
    a = Math.imul(a ^ words[i], 0x01000193);
    b = Math.imul(b ^ words[i + 1], 0x01000193);
    c = Math.imul(c ^ words[i + 2], 0x01000193);
    d = Math.imul(d ^ words[i + 3], 0x01000193);
  }
  for (; i < n; i++) a = Math.imul(a ^ words[i], 0x01000193);
  let h = Math.imul(a ^ (b >>> 7), 0x01000193);
  h = Math.imul(h ^ (c >>> 13), 0x01000193);
  h = Math.imul(h ^ (d >>> 19), 0x01000193);
  h = Math.imul(h ^ n, 0x01000193);
  return h >>> 0;
}

/** Byte-wise FNV-1a, for records of any alignment (stored text is checked per doc, when first read). */
export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

/**
 * Postings, stored text and doc metadata are most of an index's bytes, yet a query reads only a few records of
 * each. The shard checksum skips these stores, so load time does not grow with them; every record (a term's
 * postings, a doc's text or metadata) carries its own checksum instead, checked the first time it is read.
 */
export function isLazilyChecked(blockName: string): boolean {
  return /^(?:post|text|meta)\.\d+$/.test(blockName);
}

/**
 * The shard checksum: over the header bytes and every block except lazily checked ones, in header order.
 * `payload` starts at the first block.
 */
export function shardChecksum(headerBytes: Uint8Array, payload: Uint8Array, blocks: readonly BlockEntry[]): number {
  let h = checksum32(headerBytes);
  const elementBytes = { u8: 1, u16: 2, u32: 4, f32: 4 } as const;
  for (const block of blocks) {
    if (isLazilyChecked(block.name)) continue;
    const size = alignUp(block.length * elementBytes[block.type]);
    h = Math.imul(h ^ checksum32(payload.subarray(block.offset, block.offset + size)), 0x01000193) >>> 0;
  }
  return h;
}

/** Rounds up to the block alignment. */
export function alignUp(n: number): number {
  return Math.ceil(n / BLOCK_ALIGN) * BLOCK_ALIGN;
}
