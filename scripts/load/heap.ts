// The worker's JS heap, read over workerd's V8 inspector: a heap snapshot first, which makes V8
// collect garbage (workerd answers no other way of asking for a collection), then the heap in use,
// so two readings compare what the isolate retains rather than where its collector happened to be.
import { fetch as inspectorFetch } from 'miniflare';

/** How long one inspector command may take (a snapshot of a loaded isolate takes seconds). */
const COMMAND_TIMEOUT_MS = 60_000;

interface CdpAnswer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message?: string };
}

/** Retained JS heap of the worker behind `inspectorPort`, in MiB, after a full collection. */
export async function retainedHeapMiB(inspectorPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { id?: string; webSocketDebuggerUrl?: string }[];
  // Miniflare names the user's worker `core:user:<name>`; its own helper workers are others.
  const target = targets.find((t) => t.id?.startsWith('core:user:') && t.webSocketDebuggerUrl?.startsWith('ws://127.0.0.1:'));
  if (!target) throw new Error(`no worker on the inspector at 127.0.0.1:${inspectorPort}`);
  const upgrade = await inspectorFetch(target.webSocketDebuggerUrl!.replace(/^ws:/, 'http:'), { headers: { Upgrade: 'websocket' } });
  const socket = upgrade.webSocket;
  if (!socket) throw new Error(`the inspector at 127.0.0.1:${inspectorPort} did not accept a WebSocket`);
  socket.accept();
  const waiting = new Map<number, (answer: CdpAnswer) => void>();
  socket.addEventListener('message', (event) => {
    const text = typeof event.data === 'string' ? event.data : '';
    // Snapshot chunks are most of the traffic and are not kept.
    if (!text.startsWith('{"id"')) return;
    const answer = JSON.parse(text) as CdpAnswer;
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer);
  });
  let next = 0;
  const command = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => reject(new Error(`inspector ${method} did not answer within ${COMMAND_TIMEOUT_MS / 1000} s`)), COMMAND_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.error) reject(new Error(`inspector ${method}: ${answer.error.message ?? 'failed'}`));
        else resolve(answer.result ?? {});
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await command('HeapProfiler.enable');
    await command('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const usage = await command('Runtime.getHeapUsage');
    return Number(usage.usedSize) / (1024 * 1024);
  } finally {
    socket.close();
  }
}
