// The clients of a load run, in both protocol eras: 2025-11-25 clients with a session each, and
// 2026-07-28 clients that call statelessly, half of them carrying a workflow handle. Each client
// works in cycles — connect (a new session, a new handle), a run of mixed tool calls, a check that
// its workflow holds every call it made exactly once, then disconnect — so sessions and workflows
// come and go for the whole run. Each client calls from its own address, so it meets the limits
// one client of a real deployment meets. Every HTTP answer is counted where it arrives, so a 5xx is
// seen whichever layer would otherwise turn it into an exception.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/client';

export type ClientKind = 'session' | 'stateless' | 'handle';
export const ERA_OF: Record<ClientKind, '2025-11-25' | '2026-07-28'> = { session: '2025-11-25', stateless: '2026-07-28', handle: '2026-07-28' };

/** Calls per cycle before a client checks its workflow and starts over. */
const CYCLE_CALLS = 40;

const MIX: { name: string; args: (i: number) => Record<string, unknown> }[] = [
  { name: 'search_architecture', args: (i) => ({ query: ['retry with backoff', 'event sourcing', 'repository pattern', 'api versioning'][i % 4] }) },
  { name: 'read_document', args: (i) => ({ path: ['patterns/adapter.md', 'patterns/strategy.md', 'patterns/repository.md'][i % 3], max_chars: 2000 }) },
  { name: 'grep_docs', args: (i) => ({ pattern: ['circuit', 'adapter', 'decision'][i % 3] }) },
  { name: 'search_architecture', args: (i) => ({ query: `load run ${i % 50}` }) },
];

/** Counters of one phase, shared by its clients. */
export interface LoadTotals {
  calls: number;
  /** Every HTTP answer by status class, as the clients' fetch saw it. */
  http5xx: number;
  http429: number;
  rateLimited: number;
  /** Tool results with isError other than a rate limit. */
  toolErrors: number;
  /** Calls that threw (transport or protocol errors), with a few messages. */
  failedCalls: number;
  /** Executed calls missing from their workflow at the end of a cycle, and calls found there twice. */
  lostContextEntries: number;
  duplicateContextEntries: number;
  sessionsOpened: number;
  /**
   * Session change streams (the GET a 2025-era client opens) refused with 429: one client holds at
   * most four, and the stream of a session the client just ended is counted until the server next
   * writes to it, so a client that opens sessions quickly meets this limit. Its calls go on without.
   */
  streamsRefused: number;
  workflowsStarted: number;
  grepAdmitted: number;
  /** Per client: when each of its grep_docs calls was sent (ms since the epoch), and how many were admitted. */
  grepByClient: { attempts: number[]; admitted: number }[];
  latencies: Record<ClientKind, number[]>;
  http5xxSamples: string[];
  errorSamples: string[];
}

export function emptyTotals(): LoadTotals {
  return {
    calls: 0,
    http5xx: 0,
    http429: 0,
    rateLimited: 0,
    toolErrors: 0,
    failedCalls: 0,
    lostContextEntries: 0,
    duplicateContextEntries: 0,
    sessionsOpened: 0,
    streamsRefused: 0,
    workflowsStarted: 0,
    grepAdmitted: 0,
    grepByClient: [],
    latencies: { session: [], stateless: [], handle: [] },
    http5xxSamples: [],
    errorSamples: [],
  };
}

/** Which kind client `index` is: half sessions, a quarter stateless, a quarter with handles. */
export function kindOf(index: number): ClientKind {
  return index % 2 === 0 ? 'session' : index % 4 === 1 ? 'stateless' : 'handle';
}

function sample(list: string[], text: string): void {
  if (list.length < 5) list.push(text.slice(0, 300));
}

/**
 * Client `index`'s address, from the range set aside for benchmarks (198.18.0.0/15). On loopback
 * the worker takes a request's address from `cf-connecting-ip` as the edge would set it.
 */
export function clientAddress(index: number): string {
  return `198.18.${(index >> 8) & 255}.${index & 255}`;
}

/** A fetch for the SDK transports that sends as `address` and counts every answer's status before the SDK sees it. */
function countingFetch(totals: LoadTotals, address: string): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cf-connecting-ip', address);
    const response = await fetch(input, { ...init, headers });
    if (response.status >= 500) {
      totals.http5xx += 1;
      sample(totals.http5xxSamples, `HTTP ${response.status} for ${init?.method ?? 'GET'}: ${await response.clone().text()}`);
    } else if (response.status === 429) {
      totals.http429 += 1;
      if ((init?.method ?? 'GET') === 'GET') totals.streamsRefused += 1;
    }
    return response;
  };
}

export interface RunLimits {
  /** When the phase ends; moved on by the time the clients spend paused. */
  deadline: number;
  /** Calls this phase may still make, shared by all its clients. */
  budget: { left: number };
  /** While `until` is set, clients start no new call (the heap is being read); `inFlight` counts calls under way. */
  pause: { until: Promise<void> | undefined; inFlight: number; totalMs: number };
}

/** Runs one client until the deadline or the phase's call budget is reached. */
export async function runClient(url: string, index: number, totals: LoadTotals, limits: RunLimits): Promise<void> {
  const kind = kindOf(index);
  for (let cycle = 0; Date.now() < limits.deadline && limits.budget.left > 0; cycle++) {
    await runCycle(url, kind, index, index * 1_000 + cycle * CYCLE_CALLS, totals, limits);
  }
}

async function runCycle(url: string, kind: ClientKind, index: number, start: number, totals: LoadTotals, limits: RunLimits): Promise<void> {
  const send = countingFetch(totals, clientAddress(index));
  const grep = (totals.grepByClient[index] ??= { attempts: [], admitted: 0 });
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: send });
  const client = new Client({ name: `load-${kind}`, version: '1' }, kind === 'session' ? {} : { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  // Until the cycle closes the client, any error it reports (a stream failing, a message it cannot read) is kept.
  client.onerror = (err) => {
    // A refused change stream is counted where its 429 arrives; the SDK reports it more than once.
    if (!/Failed to open SSE stream: Too Many Requests/.test(err.message)) sample(totals.errorSamples, `${kind} client: ${err.message}`);
  };
  try {
    await client.connect(transport);
  } catch (err) {
    totals.failedCalls += 1;
    sample(totals.errorSamples, `${kind} connect: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  if (kind === 'session') totals.sessionsOpened += 1;
  let handle: string | undefined = kind === 'handle' ? 'new' : undefined;
  let recorded = 0;
  try {
    for (let i = start; i < start + CYCLE_CALLS && Date.now() < limits.deadline && limits.budget.left-- > 0; i++) {
      const step = MIX[i % MIX.length]!;
      const args = handle ? { ...step.args(i), workflow_id: handle } : step.args(i);
      while (limits.pause.until) await limits.pause.until;
      if (step.name === 'grep_docs') grep.attempts.push(Date.now());
      const began = performance.now();
      let result: CallToolResult & { _meta?: Record<string, unknown> };
      limits.pause.inFlight += 1;
      try {
        result = (await client.callTool({ name: step.name, arguments: args })) as typeof result;
      } catch (err) {
        totals.failedCalls += 1;
        sample(totals.errorSamples, `${kind} ${step.name}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      } finally {
        limits.pause.inFlight -= 1;
      }
      totals.latencies[kind].push(performance.now() - began);
      totals.calls += 1;
      if (handle === 'new') {
        const issued = (result.structuredContent as { workflow_id?: string } | undefined)?.workflow_id ?? (result._meta?.workflow_id as string | undefined);
        if (issued) {
          handle = issued;
          totals.workflowsStarted += 1;
        }
      }
      if (result._meta?.error_code === 'rate_limited') {
        totals.rateLimited += 1;
        continue;
      }
      if (result.isError) {
        totals.toolErrors += 1;
        sample(totals.errorSamples, `${kind} ${step.name}: ${JSON.stringify(result.content).slice(0, 200)}`);
      }
      recorded += 1;
      if (step.name === 'grep_docs' && !result.isError) {
        totals.grepAdmitted += 1;
        grep.admitted += 1;
      }
    }
    if (kind !== 'stateless' && recorded > 0) await checkWorkflow(client, kind, handle, recorded, totals);
  } finally {
    await endCycle(url, client, transport, send, totals);
  }
}

/**
 * Closes the client, then ends its session. In that order the session's change stream (the GET the
 * client keeps open) is closed by the client before the server ends the session; the other way
 * round the client would try to reopen the stream of a session it had just ended, and fail.
 */
async function endCycle(url: string, client: Client, transport: StreamableHTTPClientTransport, send: typeof fetch, totals: LoadTotals): Promise<void> {
  const sessionId = transport.sessionId;
  // Closing aborts the client's own open stream, which it reports as an error: that one is ours.
  client.onerror = undefined;
  await client.close().catch(() => undefined);
  if (sessionId === undefined) return;
  const ended = await send(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' } });
  if (!ended.ok) sample(totals.errorSamples, `session DELETE answered ${ended.status}`);
}

/** Every executed call of the cycle is in its workflow, once: the newest step's seq is their number. */
async function checkWorkflow(client: Client, kind: ClientKind, handle: string | undefined, recorded: number, totals: LoadTotals): Promise<void> {
  if (kind === 'handle' && (handle === undefined || handle === 'new')) return;
  try {
    const trail = (await client.callTool({ name: 'workflow_context', arguments: { limit: 1, ...(handle ? { workflow_id: handle } : {}) } })) as CallToolResult;
    const newest = (trail.structuredContent as { steps?: { seq: number }[] } | undefined)?.steps?.[0]?.seq ?? 0;
    totals.lostContextEntries += Math.max(0, recorded - newest);
    totals.duplicateContextEntries += Math.max(0, newest - recorded);
  } catch (err) {
    totals.failedCalls += 1;
    sample(totals.errorSamples, `${kind} workflow_context: ${err instanceof Error ? err.message : String(err)}`);
  }
}
