// Opens index shards: checks magic, version, checksum and header, then maps every block as a typed-array view (no copies).
import type { IndexArray } from './builder.js';
import {
  BLOCK_ALIGN,
  shardChecksum,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  IndexFormatError,
  PREFIX_BYTES,
  shardHeaderSchema,
  type BlockEntry,
  type IndexStats,
  type ShardHeader,
} from './format.js';

/** Every block of a build by name, plus what shard 0's header says about the whole index. */
export interface IndexViews {
  buildId: string;
  stats: IndexStats;
  blocks: Map<string, IndexArray>;
  /** Total bytes of all shards. */
  byteLength: number;
}

const decoder = new TextDecoder();
const ELEMENT_BYTES = { u8: 1, u16: 2, u32: 4, f32: 4 } as const;

function asAlignedBytes(shard: ArrayBuffer | Uint8Array): Uint8Array {
  if (shard instanceof Uint8Array) {
    // Typed-array views need aligned offsets; a shard sliced out of a larger buffer may not be.
    return shard.byteOffset % BLOCK_ALIGN === 0 ? shard : shard.slice();
  }
  return new Uint8Array(shard);
}

function view(bytes: Uint8Array, payloadStart: number, block: BlockEntry): IndexArray {
  const start = bytes.byteOffset + payloadStart + block.offset;
  const byteLength = block.length * ELEMENT_BYTES[block.type];
  if (block.offset % BLOCK_ALIGN !== 0 || payloadStart + block.offset + byteLength > bytes.byteLength) {
    throw new IndexFormatError(`index block ${block.name} lies outside its shard`);
  }
  switch (block.type) {
    case 'u8':
      return new Uint8Array(bytes.buffer, start, block.length);
    case 'u16':
      return new Uint16Array(bytes.buffer, start, block.length);
    case 'u32':
      return new Uint32Array(bytes.buffer, start, block.length);
    case 'f32':
      return new Float32Array(bytes.buffer, start, block.length);
  }
}

/** Checks a shard's magic and format version, the 8 bytes that say whether this reader can read it at all. */
function checkPrefix(bytes: Uint8Array, position: number): DataView {
  if (bytes.byteLength < PREFIX_BYTES) throw new IndexFormatError(`index shard ${position} is truncated`);
  const prefix = new DataView(bytes.buffer, bytes.byteOffset, PREFIX_BYTES);
  if (prefix.getUint32(0, true) !== INDEX_MAGIC) {
    throw new IndexFormatError(`index shard ${position} is not an arch-mcp search index (bad magic)`);
  }
  const version = prefix.getUint32(4, true);
  if (version !== INDEX_FORMAT_VERSION) {
    throw new IndexFormatError(
      `index shard ${position} has format version ${version}, this reader needs ${INDEX_FORMAT_VERSION}; rebuild the index`,
    );
  }
  return prefix;
}

/**
 * Refuses shards this reader cannot read (not an index, or another format version) without opening them:
 * a worker calls it when it fetches a build, so an old build is refused before any query, not by the first one.
 * @throws IndexFormatError naming the shard and its format version.
 */
export function checkIndexFormat(shards: readonly (ArrayBuffer | Uint8Array)[]): void {
  shards.forEach((shard, i) => checkPrefix(shard instanceof Uint8Array ? shard : new Uint8Array(shard), i));
}

function openShard(bytes: Uint8Array, position: number): { header: ShardHeader; payloadStart: number } {
  const prefix = checkPrefix(bytes, position);
  const headerLength = prefix.getUint32(8, true);
  const payloadStart = PREFIX_BYTES + headerLength;
  if (payloadStart > bytes.byteLength || payloadStart % BLOCK_ALIGN !== 0 || bytes.byteLength % 4 !== 0) {
    throw new IndexFormatError(`index shard ${position} has an impossible header length`);
  }
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(bytes.subarray(PREFIX_BYTES, payloadStart)));
  } catch {
    throw new IndexFormatError(`index shard ${position} has an unreadable header`);
  }
  const parsed = shardHeaderSchema.safeParse(json);
  if (!parsed.success) throw new IndexFormatError(`index shard ${position} has an invalid header: ${parsed.error.message}`);
  const payload = bytes.subarray(payloadStart);
  for (const block of parsed.data.blocks) {
    if (block.offset + block.length * ELEMENT_BYTES[block.type] > payload.byteLength) {
      throw new IndexFormatError(`index block ${block.name} lies outside shard ${position}`);
    }
  }
  const expected = prefix.getUint32(12, true);
  if (shardChecksum(bytes.subarray(PREFIX_BYTES, payloadStart), payload, parsed.data.blocks) !== expected) {
    throw new IndexFormatError(`index shard ${position} failed its checksum; the bytes are corrupted or truncated`);
  }
  return { header: parsed.data, payloadStart };
}

/**
 * Validates shards of one build (in any order) and exposes their blocks as views into the given buffers.
 * @throws IndexFormatError when a shard is foreign, from another version or build, corrupted, or missing.
 */
export function readShards(shards: readonly (ArrayBuffer | Uint8Array)[]): IndexViews {
  if (shards.length === 0) throw new IndexFormatError('no index shards given');
  const opened = shards.map((shard, i) => {
    const bytes = asAlignedBytes(shard);
    return { bytes, ...openShard(bytes, i) };
  });
  const first = opened.find((o) => o.header.shard === 0) ?? opened[0];
  const { buildId, shardCount } = first.header;
  if (opened.length !== shardCount) {
    throw new IndexFormatError(`index build ${buildId} has ${shardCount} shards but ${opened.length} were given`);
  }
  const seen = new Set<number>();
  for (const o of opened) {
    if (o.header.buildId !== buildId || o.header.shardCount !== shardCount) {
      throw new IndexFormatError('index shards come from different builds');
    }
    if (seen.has(o.header.shard) || o.header.shard >= shardCount) throw new IndexFormatError('index shards are duplicated');
    seen.add(o.header.shard);
  }
  const stats = first.header.stats;
  if (first.header.shard !== 0 || !stats) throw new IndexFormatError('index shard 0 is missing its statistics');
  const blocks = new Map<string, IndexArray>();
  let byteLength = 0;
  for (const o of opened) {
    byteLength += o.bytes.byteLength;
    for (const block of o.header.blocks) blocks.set(block.name, view(o.bytes, o.payloadStart, block));
  }
  return { buildId, stats, blocks, byteLength };
}
