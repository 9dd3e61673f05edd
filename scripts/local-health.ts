// What a local server says about itself on /healthz, and waits on it: until workerd answers at
// all, and until it serves a given build.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { z } from 'zod';

const POLL_MS = 100;

/** The parts of /healthz a local start relies on. */
const healthSchema = z.object({
  status: z.enum(['ok', 'no_build']),
  name: z.string().optional(),
  build_id: z.string().optional(),
  docs: z.number().optional(),
  counts: z.object({ docs: z.number(), adr: z.number(), pattern: z.number(), guideline: z.number() }).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** The address this machine reaches a server bound to `host` on: loopback for the wildcard addresses. */
export function probeHost(host: string): string {
  if (host === '0.0.0.0' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** `host` as it goes in a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** GET /healthz of the server on `port` (at `host`, default loopback), or undefined while nothing (or something else) answers there. */
export async function readHealth(port: number, host = '127.0.0.1'): Promise<Health | undefined> {
  try {
    const res = await fetch(`http://${urlHost(host)}:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    const parsed = healthSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Rejects when the port on `host` is taken, naming it; resolves once it was free a moment ago. */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use (another server? pick one with --port N); nothing was built or published`
            : `cannot listen on ${urlHost(host)}:${port} (${err.code ?? err.message}); nothing was built or published`,
        ),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** A port on 127.0.0.1 the system just handed out as free (for workerd's inspector). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Resolves with the first /healthz answer that satisfies `accept` from the server on `port` (at
 * `host`, default loopback); rejects when `child` exits first or `timeoutMs` passes.
 */
export async function waitForHealth(port: number, child: ChildProcess, accept: (health: Health) => boolean, timeoutMs: number, what: string, host = '127.0.0.1'): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`workerd exited (${child.exitCode ?? child.signalCode}) while waiting for ${what}`);
    const health = await readHealth(port, host);
    if (health && accept(health)) return health;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no ${what} from port ${port} within ${timeoutMs / 1000} s`);
}
