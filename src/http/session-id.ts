// The 2025-era session ids this server mints: 128 random bits and an HMAC-SHA256 of them under a
// key every isolate shares (held by one SessionRegistry object, read once per isolate). An id that
// does not carry a valid MAC was never issued here and cannot be live, so it is refused without a
// Durable Object call or a rate-limit charge: forged ids cost an HMAC, never a round trip.
import { sessionStub } from '../durable/session-registry';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';

/** 32 hex digits of nonce, then the 64 hex digits of its MAC. */
const SESSION_ID_SHAPE = /^[0-9a-f]{96}$/;
/** The SessionRegistry object that holds the signing key (no session id can have this name). */
const SESSION_KEYRING = 'keyring:session-ids';
/** What a failed or stalled registry call is reported as. */
export const SESSION_REGISTRY = 'the session registry';

const encoder = new TextEncoder();
let signingKey: Promise<CryptoKey> | undefined;

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(text: string): Uint8Array {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The shared signing key, read from its SessionRegistry object once per isolate. */
function keyFor(env: Env): Promise<CryptoKey> {
  signingKey ??= storageCall(SESSION_REGISTRY, () => sessionStub(env, SESSION_KEYRING).signingKey(), DURABLE_OBJECT_DEADLINE_MS)
    .then((raw) => crypto.subtle.importKey('raw', fromHex(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  // A failed read is retried by the next request rather than remembered.
  signingKey.catch(() => (signingKey = undefined));
  return signingKey;
}

/** A new session id: a fresh nonce and its MAC. */
export async function mintSessionId(env: Env): Promise<string> {
  const nonce = hex(crypto.getRandomValues(new Uint8Array(16)));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(env), encoder.encode(nonce)));
  return `${nonce}${hex(mac)}`;
}

/** Whether `id` is one this server minted (its MAC checks out, compared in constant time). */
export async function isMintedSessionId(env: Env, id: string): Promise<boolean> {
  if (!SESSION_ID_SHAPE.test(id)) return false;
  return crypto.subtle.verify('HMAC', await keyFor(env), fromHex(id.slice(32)), encoder.encode(id.slice(0, 32)));
}
