// Lays index arrays out in shards: prefix (magic, version, header length, checksum), JSON header, aligned blocks.
import type { IndexArray, IndexContent } from './builder.js';
import {
  alignUp,
  checksum32,
  shardChecksum,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  PREFIX_BYTES,
  SHARD_HEADER_RESERVE,
  type BlockEntry,
  type BlockType,
  type ShardHeader,
} from './format.js';

const encoder = new TextEncoder();

function blockType(array: IndexArray): BlockType {
  if (array instanceof Uint8Array) return 'u8';
  if (array instanceof Uint16Array) return 'u16';
  if (array instanceof Uint32Array) return 'u32';
  return 'f32';
}

interface PlannedShard {
  arrays: [string, IndexArray][];
  payloadBytes: number;
}

/** Arrays that every query touches live in shard 0; stores (postings, text, meta) may spill to later shards. */
function isStore(name: string): boolean {
  return /^(post|text|meta)\.\d+$/.test(name);
}

function planShards(content: IndexContent, maxShardBytes: number): PlannedShard[] {
  const budget = maxShardBytes - SHARD_HEADER_RESERVE;
  const shards: PlannedShard[] = [{ arrays: [], payloadBytes: 0 }];
  for (const [name, array] of content.arrays) {
    const size = alignUp(array.byteLength);
    let current = shards[shards.length - 1];
    if (current.payloadBytes + size > budget) {
      if (!isStore(name) || size > budget) {
        throw new RangeError(`index block ${name} (${array.byteLength} bytes) does not fit in a ${maxShardBytes}-byte shard`);
      }
      current = { arrays: [], payloadBytes: 0 };
      shards.push(current);
    }
    current.arrays.push([name, array]);
    current.payloadBytes += size;
  }
  return shards;
}

function writePayload(shard: PlannedShard): { payload: Uint8Array; blocks: BlockEntry[] } {
  const payload = new Uint8Array(shard.payloadBytes);
  const blocks: BlockEntry[] = [];
  let at = 0;
  for (const [name, array] of shard.arrays) {
    payload.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    blocks.push({ name, type: blockType(array), offset: at, length: array.length });
    at += alignUp(array.byteLength);
  }
  return { payload, blocks };
}

/**
 * Serialises index content into shards no larger than `maxShardBytes`. Nothing time- or machine-dependent goes in,
 * so the same content always gives the same bytes; the build id is derived from the payloads themselves.
 */
export function writeShards(content: IndexContent, maxShardBytes: number): Uint8Array[] {
  const written = planShards(content, maxShardBytes).map(writePayload);
  let combined = written.length;
  for (const w of written) combined = Math.imul(combined ^ checksum32(w.payload), 0x01000193) >>> 0;
  const totalBytes = written.reduce((sum, w) => sum + w.payload.length, 0);
  const buildId = `${combined.toString(16).padStart(8, '0')}-${totalBytes.toString(16)}`;

  return written.map((w, shard) => {
    const header: ShardHeader = {
      shard,
      shardCount: written.length,
      buildId,
      blocks: w.blocks,
      ...(shard === 0 ? { stats: content.stats } : {}),
    };
    const json = encoder.encode(JSON.stringify(header));
    const payloadStart = alignUp(PREFIX_BYTES + json.length);
    const bytes = new Uint8Array(payloadStart + w.payload.length);
    bytes.fill(0x20, PREFIX_BYTES, payloadStart);
    bytes.set(json, PREFIX_BYTES);
    bytes.set(w.payload, payloadStart);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, INDEX_MAGIC, true);
    view.setUint32(4, INDEX_FORMAT_VERSION, true);
    view.setUint32(8, payloadStart - PREFIX_BYTES, true);
    view.setUint32(12, shardChecksum(bytes.subarray(PREFIX_BYTES, payloadStart), bytes.subarray(payloadStart), w.blocks), true);
    return bytes;
  });
}
