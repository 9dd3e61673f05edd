// Section 4: the docs site's pages under load — a document page and a search page of the real
// worker, each with the page cache on (CACHE_TTL=300, as deployed: after the unmeasured warm-up most
// pages are served from it) and off (CACHE_TTL=0: every request renders) — against the hello
// worker's fixed page, all in Miniflare's workerd on loopback in the same run.
import { docPagePath } from '../../src/docs/site-paths';
import { driveLoad } from './load-driver';
import type { LoadSpec } from './load-driver';
import { startHelloWorker, startRealWorker } from './real-worker';
import type { ThroughputInput } from './throughput';
import type { ThroughputRun } from './types';

/** The throughput section's setting, with the corpus documents' uris (for their pages) in place of their paths. */
export type DocsSiteBenchInput = Omit<ThroughputInput, 'docPaths'> & { docUris: string[] };

/**
 * Pages each client cycles through, from its own starting point so concurrent requests differ: few
 * enough that the warm-up visits each, so "page cache on" measures a site whose pages have been
 * read before (popular pages), and "page cache off" every page rendered from scratch.
 */
const PAGES_PER_CLIENT = 25;

export async function runDocsSiteBench(input: DocsSiteBenchInput): Promise<ThroughputRun[]> {
  const runs: ThroughputRun[] = [];
  const clients = Array.from({ length: input.concurrency }, (_, c) => c);
  const base = { concurrency: input.concurrency, durationMs: input.durationMs, maxRequests: input.maxRequests, method: 'GET' as const, headers: clients.map(() => ({})) };
  const documentPaths = clients.map((c) => Array.from({ length: Math.min(PAGES_PER_CLIENT, input.docUris.length) }, (_, n) => docPagePath(input.docUris[(c * 13 + n) % input.docUris.length]!)));
  const searchPaths = clients.map((c) => Array.from({ length: Math.min(PAGES_PER_CLIENT, input.queries.length) }, (_, n) => `/docs/search?q=${encodeURIComponent(input.queries[(c * 7 + n) % input.queries.length]!)}`));
  let fresh = true;
  const measure = async (spec: Omit<LoadSpec, keyof typeof base | 'warmupMs'>) => {
    const warmupMs = fresh ? input.settleMs : input.warmupMs;
    fresh = false;
    input.log(`  docs site: ${spec.name} (${input.concurrency} clients, ${(warmupMs / 1000).toFixed(0)} s unmeasured, then ${(input.durationMs / 1000).toFixed(0)} s)`);
    runs.push(await driveLoad({ ...base, warmupMs, ...spec }));
  };
  const hello = async (name: string) => {
    const worker = await startHelloWorker(input.config, input.persistRoot);
    fresh = true;
    try {
      await measure({ name, description: 'hello worker: a fixed page (baseline)', url: worker.url, bodies: clients.map(() => ['/']) });
    } finally {
      await worker.dispose();
    }
  };
  const site = async (cacheTtl: string, label: string) => {
    const worker = await startRealWorker(input.config, input.outdir, input.persistRoot, { CACHE_TTL: cacheTtl, RATE_LIMITS: 'off' });
    fresh = true;
    try {
      await measure({ name: `document page, ${label}`, description: 'GET /docs/doc/… over the corpus documents', url: worker.url, bodies: documentPaths, validate: 'page' });
      await measure({ name: `search page, ${label}`, description: 'GET /docs/search?q=… over the search dev-set and generated queries', url: worker.url, bodies: searchPaths, validate: 'page' });
    } finally {
      await worker.dispose();
    }
  };

  await hello('hello');
  await site('300', 'page cache on');
  await site('0', 'page cache off');
  await hello('hello (again)');
  return runs;
}
