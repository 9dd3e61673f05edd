// Helpers for the mounting tests: a deployment of the product's app with UPSTREAM_SERVERS (and
// any other vars) set, SDK clients of either era connected to it, the upstream fixtures started by
// the global setup (and more on demand), and what an upstream observed of a tagged call.
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { inject } from 'vitest';
import { createApp } from '../../../src/http/app';
import { MCP_URL } from '../helpers/fixtures';

const app = createApp();

/** The URLs of the upstream fixtures (see test/upstream/global-setup.ts). */
export function upstreamUrls() {
  return inject('upstreams');
}

/** fetch into a deployment configured with `vars`. */
export function deploymentFetch(vars: Partial<Env>): typeof fetch {
  return (input, init) => Promise.resolve(app.request(new Request(input as RequestInfo, init), undefined, { ...env, ...vars }, createExecutionContext()));
}

/** A 2026-07-28 client (SDK v2) of the deployment. */
export async function modernClient(vars: Partial<Env>, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'mount-tests', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: deploymentFetch(vars), requestInit: { headers } }));
  return client;
}

/** A 2025-11-25 client with a session (SDK v1, as most deployed hosts). */
export async function legacyClient(vars: Partial<Env>, headers: Record<string, string> = {}): Promise<LegacyClient> {
  const client = new LegacyClient({ name: 'mount-tests', version: '1.0.0' });
  await client.connect(new LegacyTransport(new URL(MCP_URL), { fetch: deploymentFetch(vars), requestInit: { headers } }));
  return client;
}

/** What the upstream at `mcpUrl` observed of calls tagged `tag`. */
export async function observed(mcpUrl: string, tag: string): Promise<string[]> {
  const res = await fetch(new URL(`/__observed?tag=${encodeURIComponent(tag)}`, mcpUrl));
  return ((await res.json()) as { events: string[] }).events;
}

/** Waits (on short timers) until `check` holds; fails after `timeoutMs` with what it last saw. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Another upstream instance, started for one test; `stop()` stops its workerd (the port then refuses). */
export async function startUpstream(era: 'modern' | 'legacy', options: { listTtlMs?: number; listDelayMs?: number } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const control = upstreamUrls().control;
  const query = new URLSearchParams({ era });
  if (options.listTtlMs !== undefined) query.set('list_ttl_ms', String(options.listTtlMs));
  if (options.listDelayMs !== undefined) query.set('list_delay_ms', String(options.listDelayMs));
  const res = await fetch(`${control}/start?${query}`, { method: 'POST' });
  const { id, url } = (await res.json()) as { id: string; url: string };
  return {
    url,
    stop: async () => {
      await fetch(`${control}/stop/${id}`, { method: 'POST' });
    },
  };
}

/** UPSTREAM_SERVERS for `entries`. */
export function upstreamServers(...entries: Record<string, unknown>[]): string {
  return JSON.stringify(entries);
}

/** A unique tag for correlating one test's calls with what an upstream saw. */
export function newTag(): string {
  return `t${crypto.randomUUID().slice(0, 8)}`;
}
