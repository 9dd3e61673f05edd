// The worker's Miniflare options derived from wrangler.toml by wrangler itself, so the bench runs
// the worker with the same bindings, Durable Objects, vars and compatibility settings as `npm start`.
import path from 'node:path';
import { REPO_ROOT } from '../paths';

type MiniflareWorkerOptions = Record<string, unknown> & {
  compatibilityDate?: string;
  compatibilityFlags?: string[];
  bindings?: Record<string, unknown>;
  kvNamespaces?: Record<string, { id: string } | string>;
  r2Buckets?: Record<string, { id: string } | string>;
};

export interface WorkerConfig {
  /** Everything wrangler derives from wrangler.toml, minus the script (the bench supplies the built one). */
  workerOptions: MiniflareWorkerOptions;
  compatibilityDate: string;
  compatibilityFlags: string[];
  kvNamespaceId: string;
  bucketId: string;
}

const idOf = (value: { id: string } | string | undefined, fallback: string) => (typeof value === 'string' ? value : value?.id ?? fallback);

/** Reads wrangler.toml through wrangler's own config reader. */
export async function readWorkerConfig(configPath = path.join(REPO_ROOT, 'wrangler.toml')): Promise<WorkerConfig> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath) as unknown as { workerOptions: MiniflareWorkerOptions };
  if (!workerOptions.compatibilityDate) throw new Error(`${configPath} has no compatibility_date`);
  return {
    workerOptions,
    compatibilityDate: workerOptions.compatibilityDate,
    compatibilityFlags: workerOptions.compatibilityFlags ?? [],
    kvNamespaceId: idOf(workerOptions.kvNamespaces?.BUNDLES, 'arch-mcp-bundles'),
    bucketId: idOf(workerOptions.r2Buckets?.DOCS, 'arch-mcp-docs'),
  };
}
