// Serving an earlier build again. A publish never changes or deletes a build, so going back is one
// write of the `current` pointer, made only once the earlier build's manifest head is there (it is
// written after everything else of a build) and its data is in the formats of the build served now,
// which the deployed worker reads.
import { BUNDLE_FORMAT_VERSION, EARLIER_BUILDS_KEPT, manifestHeadSchema } from '../docs/bundle';
import type { CurrentPointer, DataFormats, ManifestHead } from '../docs/bundle';
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
/** The fewest leading digits that name a build: `serve` prints 12. */
const MIN_PREFIX = 8;
const BUILD_ID_OR_PREFIX = new RegExp(`^[0-9a-f]{${MIN_PREFIX},64}$`);
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
 * The build `to` names: a build the pointer records (the one served now and those before it) whose
 * id is `to` or starts with it, when exactly one does; else a whole build id, which only its
 * manifest can confirm. A prefix of several, or of none, is refused.
 */
function buildNamed(to: string, pointer: CurrentPointer): string {
  const recorded = [pointer.buildId, ...(pointer.earlier ?? []).map((b) => b.buildId)];
  const matches = [...new Set(recorded.filter((id) => id.startsWith(to)))];
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new RollbackError(`--to ${to} is the start of ${matches.length} build ids (${matches.join(', ')}); give more digits`);
  if (BUILD_ID.test(to)) return to;
  throw new RollbackError(
    `--to ${to} is the start of no build recorded here (the one served now and up to ${EARLIER_BUILDS_KEPT} before it, which rollback --list shows); ` +
      'name an older build by its whole id',
  );
}

/**
 * Points `current` at `to` (a build id or the start of one, see buildNamed), or at the build served
 * before the current one. Refuses, writing nothing, when nothing is published, the build is
 * unknown or named ambiguously, not whole, or in other formats.
 */
export async function rollBack(sink: Pick<BundleSink, 'getKvText' | 'putKv'>, options: { to?: string; now?: () => Date } = {}): Promise<RollbackResult> {
  const named = options.to?.toLowerCase();
  if (named !== undefined && !BUILD_ID_OR_PREFIX.test(named)) {
    throw new RollbackError(
      `--to must be a build id, or its first ${MIN_PREFIX} or more digits (hex, as publish, serve and rollback --list print them); got ${JSON.stringify(options.to?.slice(0, 80))}`,
    );
  }
  const pointer = await readPointer(sink);
  if (!pointer) throw new RollbackError('nothing is published here: the current pointer is missing or unreadable');
  const to = named !== undefined ? buildNamed(named, pointer) : pointer.earlier?.[0]?.buildId;
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
