// Publishes a built bundle — into a local state directory, or to the account through wrangler —
// with progress for long uploads, and says what changed.
import { publishBundle } from '../src/bundle/publish';
import type { BundleSink, PublishResult } from '../src/bundle/publish';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import { DOCS_BINDING, KV_BINDING, openLocalStore } from './local-store';
import { withStateLock } from './local-state';
import type { Project } from './project';
import { startProgress, startTicker } from './progress';
import { readStorageBindings } from './wrangler-bindings';
import { wranglerSink } from './wrangler-sink';

export type PublishTarget =
  /**
   * A local state directory; `sink` reuses an open store (a watching server keeps one open);
   * `signal` stops waiting for the state's lock (a publish under way always finishes).
   */
  | { mode: 'local'; stateDir: string; sink?: BundleSink; signal?: AbortSignal }
  /** The Cloudflare account, into the bucket and KV namespace the project's wrangler config names. */
  | { mode: 'remote'; project: Project };

export interface PublishOutput {
  log?: (line: string) => void;
  /** Print each step and the summary (a watching server prints its own one line). @default true */
  steps?: boolean;
}

/**
 * Publishes `bundle`; the previous build keeps serving until the final pointer write. Progress
 * lines for a long upload are printed whatever `steps` says.
 */
export async function runPublish(bundle: BuiltBundle, target: PublishTarget, output: PublishOutput = {}): Promise<PublishResult> {
  const log = output.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const stepLog = output.steps === false ? () => undefined : log;
  const where = target.mode === 'local' ? 'local' : 'remote';
  const publish = async (sink: BundleSink, countsDocuments: boolean) => {
    const progress = startProgress('uploaded documents', log);
    let stopTicker: (() => void) | undefined;
    const result = await publishBundle(sink, bundle, {
      onStep: (step, detail) => {
        stopTicker?.();
        if (step === 'documents' && !countsDocuments) stopTicker = startTicker(`uploading documents: ${detail}`, log);
        else stepLog(`  publish ${step}: ${detail}`);
      },
      onDocuments: (stored, total) => progress.update(stored, total),
    });
    stopTicker?.();
    stepLog(
      result.changed
        ? `arch-mcp: published build ${result.buildId} (${where}; ${result.uploadedDocuments} documents uploaded, ${result.reusedDocuments} unchanged) in ${progress.elapsed()}`
        : `arch-mcp: build ${result.buildId} is already current (${where}); nothing to publish`,
    );
    return result;
  };

  return withBundleSink(target, (sink) => publish(sink, target.mode === 'local'), log);
}

/**
 * Runs `fn` on the sink of `target`, then closes it: the account's through wrangler, or the local
 * state's under its lock (so it never interleaves with a start or publish in the same state).
 */
export async function withBundleSink<T>(target: PublishTarget, fn: (sink: BundleSink) => Promise<T>, log: (line: string) => void): Promise<T> {
  if (target.mode === 'remote') {
    const { bucketName } = readStorageBindings(target.project.wranglerConfig, { kv: KV_BINDING, bucket: DOCS_BINDING });
    const sink = wranglerSink({ bucket: bucketName, kvBinding: KV_BINDING, project: target.project });
    try {
      return await fn(sink);
    } finally {
      sink.dispose();
    }
  }
  return withStateLock(
    target.stateDir,
    async () => {
      if (target.sink) return fn(target.sink);
      const store = await openLocalStore(target.stateDir);
      try {
        return await fn(store.sink);
      } finally {
        await store.dispose();
      }
    },
    log,
    target.signal,
  );
}
