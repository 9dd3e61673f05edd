// The load generator's own process (forked by load-driver.ts): N keep-alive clients on loopback,
// each sending one request at a time until the duration or the request cap is reached. It runs
// apart from the bench so the bench's large heap cannot slow the clients with its collections.
import http from 'node:http';
import { percentile } from '../eval/metrics';

/** What the driver sends: everything serialisable, bodies precomputed per client. */
export interface LoadClientSpec {
  url: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  maxRequests: number;
  /** Per client, the bodies it cycles through (for GET: the paths and queries it requests). */
  bodies: string[][];
  /** POST the bodies to the url (JSON-RPC), or GET each body as a path on its origin (pages). @default 'POST' */
  method?: 'POST' | 'GET';
  /** Per client, extra headers (client IP, session id). */
  headers: Record<string, string>[];
  /** Which check to run on the first responses of each client. */
  validate?: 'search' | 'read' | 'page';
}

export interface LoadClientResult {
  elapsedMs: number;
  requests: number;
  httpErrors: number;
  toolErrors: number;
  p50Ms: number;
  p95Ms: number;
  clientCpuMs: number;
  sampleError?: string;
}

export type LoadClientMessage = { type: 'measuring' } | { type: 'done'; result: LoadClientResult } | { type: 'failed'; error: string };

const REQUEST_TIMEOUT_MS = 10_000;
/** A 200 that carries a tool error or a JSON-RPC error (matched unescaped: outside any string). */
const ERROR_MARKERS = ['"isError":true', '"error":{'];

const VALIDATORS: Record<NonNullable<LoadClientSpec['validate']>, (body: string) => string | undefined> = {
  search(body) {
    const results = (JSON.parse(body) as { result?: { structuredContent?: { results?: unknown[] } } }).result?.structuredContent?.results;
    return Array.isArray(results) && results.length > 0 ? undefined : `search returned no results: ${body.slice(0, 200)}`;
  },
  read(body) {
    return (JSON.parse(body) as { result?: { structuredContent?: unknown } }).result?.structuredContent ? undefined : `read_document returned no document: ${body.slice(0, 200)}`;
  },
  page(body) {
    return /<h1>[^<]+<\/h1>/.test(body) ? undefined : `the page has no heading: ${body.slice(0, 200)}`;
  },
};

/** The message of a tool error or JSON-RPC error response, for the report. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { result?: { content?: { text?: string }[] }; error?: { message?: string } };
    return (parsed.error?.message ?? parsed.result?.content?.map((c) => c.text ?? '').join(' ') ?? body).slice(0, 400);
  } catch {
    return body.slice(0, 400);
  }
}

interface Totals {
  requests: number;
  httpErrors: number;
  toolErrors: number;
  latencies: number[];
  sampleError?: string;
}

/** POSTs `body` to `url`, or with `get` requests `body` as a path on url's origin. */
function send(agent: http.Agent, url: URL, body: string, headers: Record<string, string>, get: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      get ? new URL(body, url) : url,
      {
        method: get ? 'GET' : 'POST',
        agent,
        headers: get
          ? { accept: 'text/html', ...headers }
          : { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', 'content-length': Buffer.byteLength(body), ...headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no response within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(get ? undefined : body);
  });
}

async function runClients(spec: LoadClientSpec, durationMs: number, totals: Totals | undefined): Promise<number> {
  const url = new URL(spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const deadline = performance.now() + durationMs;
  const validate = spec.validate ? VALIDATORS[spec.validate] : undefined;
  let issued = 0;
  const client = async (c: number) => {
    const bodies = spec.bodies[c % spec.bodies.length]!;
    const headers = spec.headers[c % spec.headers.length] ?? {};
    for (let n = 0; performance.now() < deadline && issued < spec.maxRequests; n++) {
      issued++;
      const started = performance.now();
      let response: { status: number; text: string };
      try {
        response = await send(agent, url, bodies[n % bodies.length]!, headers, spec.method === 'GET');
      } catch (err) {
        response = { status: 0, text: err instanceof Error ? err.message : String(err) };
      }
      if (!totals) continue;
      totals.latencies.push(performance.now() - started);
      totals.requests++;
      let problem: string | undefined;
      if (response.status !== 200) {
        totals.httpErrors++;
        problem = `HTTP ${response.status}: ${response.text.slice(0, 300)}`;
      } else if (spec.method !== 'GET' && ERROR_MARKERS.some((m) => response.text.includes(m))) {
        totals.toolErrors++;
        problem = errorText(response.text);
      } else if (n < 3 && validate) {
        problem = validate(response.text);
        if (problem) totals.toolErrors++;
      }
      if (problem) totals.sampleError ??= problem;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: spec.concurrency }, (_, c) => client(c)));
  agent.destroy();
  return performance.now() - started;
}

/** Warm-up (unmeasured), then the measured run; tells the parent when measuring starts. */
export async function runLoadClient(spec: LoadClientSpec, notify: (m: LoadClientMessage) => void): Promise<void> {
  if (spec.warmupMs > 0) await runClients(spec, spec.warmupMs, undefined);
  const totals: Totals = { requests: 0, httpErrors: 0, toolErrors: 0, latencies: [] };
  notify({ type: 'measuring' });
  const cpuBefore = process.cpuUsage();
  const elapsedMs = await runClients(spec, spec.durationMs, totals);
  const cpu = process.cpuUsage(cpuBefore);
  notify({
    type: 'done',
    result: {
      elapsedMs,
      requests: totals.requests,
      httpErrors: totals.httpErrors,
      toolErrors: totals.toolErrors,
      p50Ms: percentile(totals.latencies, 50),
      p95Ms: percentile(totals.latencies, 95),
      clientCpuMs: (cpu.user + cpu.system) / 1000,
      sampleError: totals.sampleError,
    },
  });
}

if (process.send) {
  process.once('message', (spec: LoadClientSpec) => {
    runLoadClient(spec, (m) => process.send!(m))
      .catch((err: unknown) => process.send!({ type: 'failed', error: err instanceof Error ? err.message : String(err) } satisfies LoadClientMessage))
      .finally(() => process.disconnect());
  });
}
