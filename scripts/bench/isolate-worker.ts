// The bench worker: runs inside workerd (Miniflare) and times the search index, the analysis tools,
// the pieces of a tools/call and the Durable Object round trips with the real code, so in-isolate
// targets are measured in the runtime that serves them (how: isolate-clock.ts).
import { DEFAULT_RATE_BUDGETS } from '../../src/durable/rate-limits-config';
import { rateLimiterStub } from '../../src/durable/rate-limiter';
import { workflowStub } from '../../src/durable/workflow-context';
import { loadSearchIndex } from '../../src/search';
import type { AnalysisData } from '../../src/analysis/precompute';
import { loadBuild } from '../../src/storage/bundle-loader';
import { analysisKey } from '../../src/storage/keys';
import type { LoadedBundle } from '../../src/storage/bundle-loader';
import { r2DocumentStore } from '../../src/storage/document-store';
import { checkAdrAlignmentTool } from '../../src/tools/check-adr-alignment';
import { executeTool } from '../../src/tools/executor';
import { validateAgainstPatternTool } from '../../src/tools/validate-against-pattern';
import type { AnyToolDefinition } from '../../src/tools/types';
import { benchBreakdown } from './isolate-breakdown';
import { clock, meanAsync, meanSync } from './isolate-clock';
import type { Budget } from './isolate-clock';

// The Durable Objects whose round trips the `durable` op times, bound as the worker binds them.
export { RateLimiter } from '../../src/durable/rate-limiter';
export { WorkflowContext } from '../../src/durable/workflow-context';

interface BenchEnv {
  BUNDLES: KVNamespace;
  DOCS: R2Bucket;
  WORKFLOWS: DurableObjectNamespace;
  RATE_LIMITER: DurableObjectNamespace;
}

type BenchRequest =
  | ({ op: 'clock' })
  | ({ op: 'index'; keys: string[]; queries: string[] } & Budget)
  | ({ op: 'tools'; buildId: string; adr: Record<string, unknown>[]; patterns: Record<string, unknown>[] } & Budget)
  | ({ op: 'breakdown'; buildId: string; queries: string[] } & Budget)
  | ({ op: 'durable' } & Budget);

const bundles = new Map<string, LoadedBundle>();

/** An I/O boundary for the clock: a KV read of a key that never exists. */
const io = (env: BenchEnv) => () => env.BUNDLES.get('bench/io-boundary');

async function benchIndex(env: BenchEnv, req: Extract<BenchRequest, { op: 'index' }>) {
  const shards = await Promise.all(req.keys.map((k) => env.BUNDLES.get(k, 'arrayBuffer')));
  if (shards.some((s) => s === null)) throw new Error(`missing index shard among ${req.keys.join(', ')}`);
  const buffers = shards as ArrayBuffer[];
  const firstStarted = performance.now();
  const index = loadSearchIndex(buffers);
  const firstLoadMs = performance.now() - firstStarted;
  for (let i = 0; i < 3; i++) loadSearchIndex(buffers);
  const loadMs = await meanSync(io(env), () => loadSearchIndex(buffers), { minMs: req.minMs, maxReps: 200 });
  // Two passes over every query first: the numbers are for warm code, as in a busy isolate.
  for (let pass = 0; pass < 2; pass++) for (const q of req.queries) index.search(q, { limit: 10 });
  const perQuery: number[] = [];
  for (const q of req.queries) perQuery.push(await meanSync(io(env), () => index.search(q, { limit: 10 }), req));
  return { docs: index.stats.docCount, bytes: buffers.reduce((n, b) => n + b.byteLength, 0), firstLoadMs, loadMs, perQuery };
}

async function bundleFor(env: BenchEnv, buildId: string): Promise<LoadedBundle> {
  let bundle = bundles.get(buildId);
  if (!bundle) {
    bundle = await loadBuild(env.BUNDLES, buildId);
    bundles.set(buildId, bundle);
  }
  return bundle;
}

async function benchTool(env: BenchEnv, bundle: LoadedBundle, tool: AnyToolDefinition, cases: Record<string, unknown>[], budget: Budget) {
  const ctx = { bundle, documents: r2DocumentStore(env.DOCS), callTool: () => Promise.reject(new Error('no tool chains in the bench')) };
  // The cache is off: every repetition runs the tool, as a first call with these arguments would.
  const call = (args: Record<string, unknown>) => executeTool(tool, args, ctx, { cacheTtlSeconds: 0 });
  const firstStarted = performance.now();
  const first = await call(cases[0] ?? {});
  const firstCallMs = performance.now() - firstStarted;
  let errors = 0;
  let sampleError: string | undefined;
  const check = (result: Awaited<ReturnType<typeof call>>) => {
    if (!result.isError) return;
    errors++;
    sampleError ??= result.content.map((c) => (c.type === 'text' ? c.text : '')).join(' ').slice(0, 300);
  };
  check(first);
  if (first.isError) {
    // The executor hides internal errors from clients; the bench wants the cause.
    try {
      await tool.handler(tool.inputSchema.parse(cases[0] ?? {}), { ...ctx, signal: new AbortController().signal });
    } catch (err) {
      sampleError = `${sampleError} — cause: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`.slice(0, 500);
    }
  }
  for (const args of cases.slice(1)) check(await call(args));
  const perCase: number[] = [];
  for (const args of cases) perCase.push(await meanAsync(io(env), () => call(args), budget));
  return { tool: tool.name, cases: cases.length, firstCallMs, perCase, errors, sampleError };
}

/** Sequential round trips to the Durable Objects a tools/call touches, one at a time (means, ms). */
async function benchDurable(env: BenchEnv, budget: Budget) {
  const asEnv = env as unknown as Env;
  const step = { kind: 'tool' as const, name: 'search_architecture', args: { query: 'bench' }, ok: true, result: { results: [] } };
  const budgets = { ...DEFAULT_RATE_BUDGETS, perTool: { search_architecture: 1_000_000 }, allTools: 1_000_000 };
  let fresh = 0;
  // One call each first: the numbers are for objects and code already warm.
  await rateLimiterStub(asEnv, 'bench-client').takeTool('search_architecture', budgets);
  await workflowStub(asEnv, { type: 'workflow', id: 'bench-same' }).record(step);
  await workflowStub(asEnv, { type: 'workflow', id: `bench-new-${++fresh}` }).record(step);
  return {
    rateLimiterTakeToolMs: await meanAsync(io(env), () => rateLimiterStub(asEnv, 'bench-client').takeTool('search_architecture', budgets), budget),
    workflowRecordSameMs: await meanAsync(io(env), () => workflowStub(asEnv, { type: 'workflow', id: 'bench-same' }).record(step), budget),
    workflowRecordNewMs: await meanAsync(io(env), () => workflowStub(asEnv, { type: 'workflow', id: `bench-new-${++fresh}` }).record(step), { minMs: budget.minMs * 5, maxReps: 50 }),
  };
}

export default {
  async fetch(request: Request, env: BenchEnv, ctx: ExecutionContext): Promise<Response> {
    try {
      const req = (await request.json()) as BenchRequest;
      switch (req.op) {
        case 'clock':
          return Response.json(clock());
        case 'index':
          return Response.json(await benchIndex(env, req));
        case 'tools': {
          let bundle = await bundleFor(env, req.buildId);
          let analysisError: string | undefined;
          try {
            await bundle.analysis();
          } catch (err) {
            // Report the failure, then time the tools anyway on the data as stored, unvalidated.
            analysisError = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
            const raw = (await env.BUNDLES.get(analysisKey(req.buildId), 'json')) as AnalysisData;
            bundle = { ...bundle, analysis: async () => raw };
          }
          const adr = await benchTool(env, bundle, checkAdrAlignmentTool, req.adr, req);
          const patterns = await benchTool(env, bundle, validateAgainstPatternTool, req.patterns, req);
          return Response.json({ analysisError, tools: [adr, patterns] });
        }
        case 'durable':
          return Response.json(await benchDurable(env, req));
        case 'breakdown':
          return Response.json(await benchBreakdown(env, await bundleFor(env, req.buildId), req, io(env), (p) => ctx.waitUntil(p)));
      }
    } catch (err) {
      return Response.json({ error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<BenchEnv>;
