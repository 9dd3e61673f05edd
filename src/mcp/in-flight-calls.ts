// Isolate-wide registry of running tool calls, so a client's notifications/cancelled aborts
// the call it names even though it arrives in a different POST (and so a different MCP server
// instance) than the call itself.
//
// Scope: one isolate. On the edge a cancel can land in another isolate than its call; it then
// finds nothing here and is ignored, and the call runs on until it finishes or hits its time
// budget (10 s by default, 30 s at most). The client has already stopped waiting, so the only
// cost is the wasted work. Session-less clients cannot be told apart, so their calls are not
// registered and only cancels inside the same POST (handled by the SDK) reach them.

/**
 * workerd forbids touching another request's I/O objects, and an AbortSignal is one (so is any
 * promise continuation the cancelling request would run). The cancel POST therefore only sets a
 * flag; the call's own request looks at it on a short timer and aborts its controller itself.
 */
const running = new Map<string, { reason?: string }>();
/** How often a running call looks for a cancel. Calls shorter than this never set a timer off. */
const CANCEL_POLL_MS = 100;

function keyOf(sessionId: string, requestId: string | number): string {
  return `${sessionId}\u0000${JSON.stringify(requestId)}`;
}

/**
 * Registers a call and returns a signal aborted by the SDK's own signal (`parent`, when there is
 * one) or by a cancel from the same session; call `done()` when the call ends. A session-less call
 * keeps `parent`, which may be none: nothing else can cancel it.
 */
export function trackCall(sessionId: string | undefined, requestId: string | number, parent?: AbortSignal): { signal: AbortSignal | undefined; done(): void } {
  if (!sessionId) return { signal: parent, done: () => undefined };
  const key = keyOf(sessionId, requestId);
  const controller = new AbortController();
  const onParent = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener('abort', onParent, { once: true });
  const flag: { reason?: string } = {};
  const poll = setInterval(() => {
    if (flag.reason !== undefined && !controller.signal.aborted) controller.abort(new Error(flag.reason));
  }, CANCEL_POLL_MS);
  running.set(key, flag);
  return {
    signal: controller.signal,
    done() {
      clearInterval(poll);
      parent?.removeEventListener('abort', onParent);
      if (running.get(key) === flag) running.delete(key);
    },
  };
}

/** Aborts the named call of this session, if this isolate runs it. Returns whether it did. */
export function cancelCall(sessionId: string | undefined, requestId: string | number, reason?: string): boolean {
  if (!sessionId) return false;
  const flag = running.get(keyOf(sessionId, requestId));
  if (!flag) return false;
  flag.reason = reason ? `cancelled by the client: ${reason.slice(0, 200)}` : 'cancelled by the client';
  return true;
}

/** Number of calls this isolate is running (tests and diagnostics). */
export function runningCallCount(): number {
  return running.size;
}
