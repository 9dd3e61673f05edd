// Whether a 2025-era session id is live for the caller, asked of the SessionRegistry Durable
// Object and trusted in this isolate for a few seconds. Asking the registry on every call put a
// Durable Object round trip on every tool call of a session; trusting an answer for SESSION_TRUST_MS
// means a session ended in another isolate can go on working here for at most that long (an end in
// this isolate takes effect at once).
import { RpcErrorCode, httpRpcError } from '../errors';
import { sessionStub } from '../durable/session-registry';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';

/** Session ids are UUIDs we issued; anything else is unknown without asking the registry. */
export const SESSION_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What a failed or stalled registry call is reported as. */
export const SESSION_REGISTRY = 'the session registry';

/** How long an "active" answer from the registry is trusted in this isolate. */
export const SESSION_TRUST_MS = 5_000;
/** Sessions remembered at once; past this the memory starts over (the registry is still asked). */
const MAX_TRUSTED = 10_000;

const trusted = new Map<string, { keyId: string | undefined; until: number }>();

/** 404 unless the session is live in the registry and was opened with the caller's key. */
export async function requireLiveSession(env: Env, sessionId: string, keyId: string | undefined, now = Date.now()): Promise<void> {
  const known = trusted.get(sessionId);
  if (known && known.keyId === keyId && known.until > now) return;
  const state = SESSION_ID_SHAPE.test(sessionId) ? await storageCall(SESSION_REGISTRY, () => sessionStub(env, sessionId).touch(keyId), DURABLE_OBJECT_DEADLINE_MS) : 'unknown';
  if (state !== 'active') {
    trusted.delete(sessionId);
    throw httpRpcError(404, RpcErrorCode.SessionNotFound, state === 'ended' ? 'Session ended; initialize a new one' : 'Session not found; initialize a new one');
  }
  trustSession(sessionId, keyId, now);
}

/** Remembers a session this isolate just opened or confirmed. */
export function trustSession(sessionId: string, keyId: string | undefined, now = Date.now()): void {
  if (trusted.size >= MAX_TRUSTED) trusted.clear();
  trusted.set(sessionId, { keyId, until: now + SESSION_TRUST_MS });
}

/** Forgets a session this isolate ended. */
export function forgetSession(sessionId: string): void {
  trusted.delete(sessionId);
}
