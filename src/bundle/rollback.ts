// Serving an earlier build again. A publish never changes or deletes a build, so going back is one
// write of the `current` pointer, made only once the earlier build is known to be whole and in the
// formats this worker reads (its manifest head is written after everything else of it).
import { BUNDLE_FORMAT_VERSION, manifestHeadSchema } from '../docs/bundle';
import { INDEX_FORMAT_VERSION } from '../search';
import { manifestKey } from '../storage/keys';
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

/**
 * Points `current` at `to`, or at the build served before the current one. Refuses, writing
 * nothing, when nothing is published, the build is unknown, not whole, or in another format.
 */
export async function rollBack(sink: Pick<BundleSink, 'getKvText' | 'putKv'>, options: { to?: string; now?: () => Date } = {}): Promise<RollbackResult> {
  if (options.to !== undefined && !BUILD_ID.test(options.to)) {
    throw new RollbackError(`--to must be a build id (16 to 64 lowercase hex digits, as a publish prints it); got ${JSON.stringify(options.to.slice(0, 80))}`);
  }
  const pointer = await readPointer(sink);
  if (!pointer) throw new RollbackError('nothing is published here: there is no current build to roll back from');
  const to = options.to ?? pointer.earlier?.[0]?.buildId;
  if (!to) throw new RollbackError(`no earlier build is recorded for build ${pointer.buildId}; pass --to with a build id a publish printed`);
  if (to === pointer.buildId) throw new RollbackError(`build ${to} is already the one served`);
  const stored = parseJson(await sink.getKvText(manifestKey(to)));
  const head = manifestHeadSchema.safeParse(stored);
  if (!head.success) {
    const version = (stored as { formatVersion?: unknown } | undefined)?.formatVersion;
    if (version !== undefined && version !== BUNDLE_FORMAT_VERSION) {
      throw new RollbackError(`build ${to} has manifest format ${String(version)}; this worker reads format ${BUNDLE_FORMAT_VERSION}. ${REPUBLISH}`);
    }
    throw new RollbackError(`build ${to} is not published here (its manifest is missing or incomplete)`);
  }
  if (head.data.index.format !== INDEX_FORMAT_VERSION) {
    const was = head.data.index.format === undefined ? 'an unrecorded search index format' : `search index format ${head.data.index.format}`;
    throw new RollbackError(`build ${to} has ${was}; this worker reads format ${INDEX_FORMAT_VERSION}. ${REPUBLISH}`);
  }
  await writePointer(sink, to, pointer, (options.now ?? (() => new Date()))());
  return { from: pointer.buildId, to };
}
