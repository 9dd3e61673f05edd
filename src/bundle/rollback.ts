// Serving an earlier build again. A publish never changes or deletes a build, so going back is one
// write of the `current` pointer, made only once the earlier build's manifest head is there (it is
// written after everything else of a build) and its data is in the formats of the build served now,
// which the deployed worker reads.
import { BUNDLE_FORMAT_VERSION, manifestHeadSchema } from '../docs/bundle';
import type { DataFormats, ManifestHead } from '../docs/bundle';
import { manifestKey } from '../storage/keys';
import { DATA_FORMATS, formatDifference } from './data-formats';
import { type BundleSink, parseJson, readPointer, writePointer } from './publish';

/** What a rollback changed: the build served before and the one served now. */
export interface RollbackResult {
  from: string;
  to: string;
}

/** A rollback that cannot be made; nothing was written. */
export class RollbackError extends Error {
  override name = 'RollbackError';
}

const BUILD_ID = /^[0-9a-f]{16,64}$/;
const REPUBLISH = 'Publish that commit of the docs again instead (check it out and deploy)';

/** A build's manifest head, or why it cannot be served. */
async function headOf(sink: Pick<BundleSink, 'getKvText'>, buildId: string): Promise<ManifestHead> {
  const stored = parseJson(await sink.getKvText(manifestKey(buildId)));
  const head = manifestHeadSchema.safeParse(stored);
  if (head.success) return head.data;
  const version = (stored as { formatVersion?: unknown } | undefined)?.formatVersion;
  if (version !== undefined && version !== BUNDLE_FORMAT_VERSION) {
    throw new RollbackError(`build ${buildId} has manifest format ${String(version)}; this version of arch-mcp reads format ${BUNDLE_FORMAT_VERSION}. ${REPUBLISH}`);
  }
  throw new RollbackError(`build ${buildId} is not published here (its manifest is missing or incomplete)`);
}

/**
 * Points `current` at `to`, or at the build served before the current one. Refuses, writing
 * nothing, when nothing is published, the build is unknown, not whole, or in other formats.
 */
export async function rollBack(sink: Pick<BundleSink, 'getKvText' | 'putKv'>, options: { to?: string; now?: () => Date } = {}): Promise<RollbackResult> {
  if (options.to !== undefined && !BUILD_ID.test(options.to)) {
    throw new RollbackError(`--to must be a build id (16 to 64 lowercase hex digits, as a publish prints it); got ${JSON.stringify(options.to.slice(0, 80))}`);
  }
  const pointer = await readPointer(sink);
  if (!pointer) throw new RollbackError('nothing is published here: the current pointer is missing or unreadable');
  const to = options.to ?? pointer.earlier?.[0]?.buildId;
  if (!to) throw new RollbackError(`no earlier build is recorded for build ${pointer.buildId}; pass --to with a build id a publish printed`);
  if (to === pointer.buildId) throw new RollbackError(`build ${to} is already the one served`);
  const head = await headOf(sink, to);
  // The build served now is in the formats the deployed worker reads; before builds recorded them, this version's are the reference.
  const served = (await headOf(sink, pointer.buildId).catch(() => undefined))?.formats;
  const reference: { formats: DataFormats; whose: string } = served ? { formats: served, whose: `the build served now (${pointer.buildId})` } : { formats: DATA_FORMATS, whose: 'this version of arch-mcp' };
  if (!head.formats) throw new RollbackError(`build ${to} was published before builds recorded their data formats, so whether the deployed worker reads it is unknown. ${REPUBLISH}`);
  const differs = formatDifference(head.formats, reference.formats);
  if (differs) throw new RollbackError(`build ${to} has ${differs.name} format ${differs.was}, ${reference.whose} has ${differs.is}. ${REPUBLISH}`);
  await writePointer(sink, to, pointer, (options.now ?? (() => new Date()))());
  return { from: pointer.buildId, to };
}
