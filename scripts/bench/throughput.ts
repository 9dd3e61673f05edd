// Section 3: tools/call throughput of the real worker against a hello worker, both in Miniflare's
// workerd on loopback, in the same run; plus the configurations that show what the Durable Object
// checks (RateLimiter, WorkflowContext, SessionRegistry) and the result cache cost.
import { driveLoad } from './load-driver';
import type { LoadSpec } from './load-driver';
import { startHelloWorker, startRealWorker } from './real-worker';
import type { ThroughputRun } from './types';
import type { WorkerConfig } from './worker-config';

export interface ThroughputInput {
  config: WorkerConfig;
  /** Folder of the `wrangler deploy --dry-run` output. */
  outdir: string;
  /** Persistence root already holding the published corpus build. */
  persistRoot: string;
  queries: string[];
  /** Paths of corpus documents for read_document. */
  docPaths: string[];
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  /**
   * Unmeasured load a freshly started worker gets before its first run (instead of `warmupMs`):
   * V8 keeps optimising the search path for several seconds, and throughput means the steady
   * state of a long-lived isolate, not its first seconds.
   */
  settleMs: number;
  maxRequests: number;
  log(line: string): void;
}

/** Budgets so high the limiter never refuses: its check runs on every call, its refusal never. */
const UNREFUSING_LIMITS = JSON.stringify({
  tools: { search_architecture: 1_000_000, read_document: 1_000_000 },
  all_tools: 1_000_000,
  requests: 1_000_000,
});

/** Worker configurations: [vars] overrides on top of wrangler.toml. */
const CONFIGS = {
  checks: { RATE_LIMITS: UNREFUSING_LIMITS, CACHE_TTL: '0' },
  noLimits: { RATE_LIMITS: 'off', CACHE_TTL: '0' },
  cached: { RATE_LIMITS: UNREFUSING_LIMITS, CACHE_TTL: '300' },
} as const;

const rpc = (id: number, method: string, params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id, method, params });
/** Each client is its own rate-limit identity, as distinct users of a deployment are. */
const clientIp = (c: number) => ({ 'cf-connecting-ip': `10.0.${c >> 8}.${(c & 255) + 1}` });
/** The per-request `_meta` of a 2026-07-28 client, and the headers that go with a search call. */
const MODERN_ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'arch-mcp-bench', version: '0' },
};
const MODERN_SEARCH_HEADERS = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'search_architecture' };
/** A well-formed workflow id per client (the shape the server hands out). */
const workflowId = (c: number) => `wf_${c.toString(16).padStart(32, '0')}`;

async function openSession(url: URL, client: number): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...clientIp(client) },
    body: rpc(0, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'arch-mcp-bench', version: '0' } }),
  });
  const session = response.headers.get('mcp-session-id');
  await response.text();
  if (!response.ok || !session) throw new Error(`initialize failed with HTTP ${response.status}`);
  return session;
}

/** Runs every scenario, each bounded by duration and request count; returns them in run order. */
export async function runThroughput(input: ThroughputInput): Promise<ThroughputRun[]> {
  const runs: ThroughputRun[] = [];
  const clients = Array.from({ length: input.concurrency }, (_, c) => c);
  const base = { concurrency: input.concurrency, durationMs: input.durationMs, warmupMs: input.warmupMs, maxRequests: input.maxRequests };
  // Each client cycles through every query from its own starting point, so concurrent requests differ.
  // `extra` adds arguments (a workflow handle); `modern` sends the 2026-07-28 `_meta` envelope.
  const searchBodies = (extra: (c: number) => Record<string, unknown> = () => ({}), modern = false) =>
    clients.map((c) =>
      input.queries.map((_, n) =>
        rpc(n + 1, 'tools/call', { name: 'search_architecture', arguments: { query: input.queries[(c * 7 + n) % input.queries.length], ...extra(c) }, ...(modern ? { _meta: MODERN_ENVELOPE } : {}) }),
      ),
    );
  const readBodies = clients.map((c) => input.docPaths.slice(0, 200).map((_, n) => rpc(n + 1, 'tools/call', { name: 'read_document', arguments: { path: input.docPaths[(c * 13 + n) % input.docPaths.length], max_chars: 4000 } })));
  const ips = clients.map(clientIp);
  // Whether the worker under test has not served a run yet (it then settles first; see settleMs).
  let fresh = true;
  const measure = async (spec: Omit<LoadSpec, keyof typeof base>) => {
    const warmupMs = fresh ? input.settleMs : input.warmupMs;
    fresh = false;
    input.log(`  throughput: ${spec.name} (${input.concurrency} clients, ${(warmupMs / 1000).toFixed(0)} s unmeasured, then ${(input.durationMs / 1000).toFixed(0)} s)`);
    const run = await driveLoad({ ...base, warmupMs, ...spec });
    runs.push(run);
    return run;
  };
  const withWorker = async (vars: Record<string, string>, body: (mcp: URL) => Promise<void>) => {
    const worker = await startRealWorker(input.config, input.outdir, input.persistRoot, vars);
    fresh = true;
    try {
      await body(new URL('/mcp', worker.url));
    } finally {
      await worker.dispose();
    }
  };
  const hello = async (name: string) => {
    const worker = await startHelloWorker(input.config, input.persistRoot);
    fresh = true;
    try {
      await measure({ name, description: 'hello worker: fixed JSON-RPC result (baseline)', url: worker.url, bodies: searchBodies(), headers: ips });
    } finally {
      await worker.dispose();
    }
  };

  // The baseline runs first and last; the report takes the faster of the two, the stricter baseline.
  await hello('hello');
  await withWorker(CONFIGS.checks, async (mcp) => {
    const search = { url: mcp, headers: ips, validate: 'search' as const };
    await measure({ ...search, name: 'search', description: 'search_architecture at 2025-11-25, no session header, no workflow asked for; RateLimiter check on, cache off', bodies: searchBodies() });
    const modernHeaders = ips.map((h) => ({ ...h, ...MODERN_SEARCH_HEADERS }));
    await measure({ ...search, name: 'search (2026-07-28)', description: 'the same call from a 2026-07-28 client (the _meta envelope and standard headers, no session)', bodies: searchBodies(() => ({}), true), headers: modernHeaders });
    await measure({ ...search, name: 'search+workflow_id', description: 'search_architecture at 2026-07-28, each client continuing its own workflow (workflow_id argument): every call is recorded to WorkflowContext', bodies: searchBodies((c) => ({ workflow_id: workflowId(c) }), true), headers: modernHeaders });
    const sessions = await Promise.all(clients.map((c) => openSession(mcp, c)));
    await measure({ ...search, name: 'search+session', description: 'search_architecture with Mcp-Session-Id (SessionRegistry touch + session WorkflowContext per call)', bodies: searchBodies(), headers: clients.map((c) => ({ ...ips[c]!, 'mcp-session-id': sessions[c]! })) });
    await measure({ url: mcp, headers: ips, validate: 'read', name: 'read_document', description: 'read_document by path, no session header; same checks as "search"', bodies: readBodies });
  });
  await withWorker(CONFIGS.noLimits, async (mcp) => {
    const search = { url: mcp, headers: ips, validate: 'search' as const };
    await measure({ ...search, name: 'search, RATE_LIMITS=off', description: 'as "search" without the RateLimiter check', bodies: searchBodies() });
    await measure({ ...search, name: 'search+workflow_id, RATE_LIMITS=off', description: 'as "search+workflow_id" without the RateLimiter check', bodies: searchBodies((c) => ({ workflow_id: workflowId(c) }), true), headers: ips.map((h) => ({ ...h, ...MODERN_SEARCH_HEADERS })) });
  });
  await withWorker(CONFIGS.cached, async (mcp) => {
    await measure({ url: mcp, headers: ips, validate: 'search', name: 'search, CACHE_TTL=300', description: 'as "search" with the result cache on (the query list repeats, so mostly hits)', bodies: searchBodies() });
  });
  await hello('hello (again)');
  return runs;
}
