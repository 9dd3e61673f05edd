// Publishes a built bundle through wrangler, locally or to the account, and says what changed.
import { publishBundle } from '../src/bundle/publish';
import type { PublishResult } from '../src/bundle/publish';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import { wranglerSink } from './wrangler-sink';

export const DOCS_BUCKET = 'arch-mcp-docs';
export const KV_BINDING = 'BUNDLES';

/** Publishes `bundle`; the previous build keeps serving until the final pointer write. */
export async function runPublish(
  bundle: BuiltBundle,
  options: { mode: 'local' | 'remote'; persistTo?: string; log?: (line: string) => void },
): Promise<PublishResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const sink = wranglerSink({ mode: options.mode, persistTo: options.persistTo, bucket: DOCS_BUCKET, kvBinding: KV_BINDING });
  try {
    const result = await publishBundle(sink, bundle, { onStep: (step, detail) => log(`  publish ${step}: ${detail}`) });
    log(
      result.changed
        ? `arch-mcp: published build ${result.buildId} (${options.mode}; ${result.uploadedDocuments} documents uploaded, ${result.reusedDocuments} unchanged)`
        : `arch-mcp: build ${result.buildId} is already current (${options.mode}); nothing to publish`,
    );
    return result;
  } finally {
    sink.dispose();
  }
}
