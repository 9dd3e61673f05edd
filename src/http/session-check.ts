// Whether a 2025-era session id is live for the caller, asked of the SessionRegistry Durable
// Object and trusted in this isolate for a few seconds. Asking the registry on every call put a
// Durable Object round trip on every tool call of a session; trusting an answer for SESSION_TRUST_MS
// means a session ended in another isolate can go on working here for at most that long (an end in
// this isolate takes effect at once). An id this server never minted is refused before any of it.
import { RpcErrorCode, httpRpcError } from '../errors';
import { sessionStub } from '../durable/session-registry';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';
import { SESSION_REGISTRY, isMintedSessionId } from './session-id';

/** How long an "active" answer from the registry is trusted in this isolate. */
const SESSION_TRUST_MS = 5_000;
/** Sessions remembered at once; past this the memory starts over (the registry is still asked). */
const MAX_TRUSTED = 10_000;

const trusted = new Map<string, { keyId: string | undefined; until: number }>();

/** Whether this isolate confirmed the session for `keyId` within the last SESSION_TRUST_MS. */
function isTrustedSession(sessionId: string, keyId: string | undefined, now = Date.now()): boolean {
  const known = trusted.get(sessionId);
  return known !== undefined && known.keyId === keyId && known.until > now;
}

/** 404 for an id this server never minted, asked of nobody: it cannot be live. */
export async function requireMintedSession(env: Env, sessionId: string): Promise<void> {
  if (!(await isMintedSessionId(env, sessionId))) throw sessionNotFound('unknown');
}

function sessionNotFound(state: 'unknown' | 'ended') {
  return httpRpcError(404, RpcErrorCode.SessionNotFound, state === 'ended' ? 'Session ended; initialize a new one' : 'Session not found; initialize a new one');
}

/**
 * 404 unless the session is live in the registry and was opened with the caller's key. Ids this
 * server never minted are refused without asking the registry.
 */
export async function requireLiveSession(env: Env, sessionId: string, keyId: string | undefined, now = Date.now()): Promise<void> {
  if (isTrustedSession(sessionId, keyId, now)) return;
  await requireMintedSession(env, sessionId);
  const state = await storageCall(SESSION_REGISTRY, () => sessionStub(env, sessionId).touch(keyId), DURABLE_OBJECT_DEADLINE_MS);
  if (state !== 'active') {
    trusted.delete(sessionId);
    throw sessionNotFound(state);
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
