// SessionRegistry: one Durable Object per MCP session, so every isolate agrees on whether a
// session id is live and whose it is. Idle sessions expire by alarm; DELETE ends one for good. One
// more object of this class, the keyring, holds the key session ids are signed with.
import { DurableObject } from 'cloudflare:workers';

/** Sessions idle this long are forgotten. */
const SESSION_IDLE_TTL_MS = 24 * 60 * 60 * 1000;
/** lastSeen is written at most this often, to keep the check cheap. */
const TOUCH_WRITE_INTERVAL_MS = 60_000;

export type SessionState = 'active' | 'unknown' | 'ended';

interface SessionRecord {
  createdAt: number;
  lastSeen: number;
  protocolVersion?: string;
  clientName?: string;
  /** The API key that opened the session; only requests with the same key may use or end it. */
  keyId?: string;
  ended?: boolean;
}

export class SessionRegistry extends DurableObject<Env> {
  /** Records a new session; called once, at initialize, with the opening request's key id. */
  async open(info: { protocolVersion?: string; clientName?: string; keyId?: string }, now = Date.now()): Promise<void> {
    const record: SessionRecord = { createdAt: now, lastSeen: now, ...info };
    // Issued together with no await between them, so they are stored as one: a session never lacks its expiry.
    await Promise.all([this.ctx.storage.put('session', record), this.ctx.storage.setAlarm(now + SESSION_IDLE_TTL_MS)]);
  }

  /**
   * Whether the session is live for a request made with `keyId`, refreshing its idle timer. A
   * request with another key (or none) is told the session is unknown, so a session id that
   * leaks is no use without the key that opened it, and says nothing about who holds it.
   */
  async touch(keyId?: string, now = Date.now()): Promise<SessionState> {
    const record = await this.ctx.storage.get<SessionRecord>('session');
    if (!record || record.keyId !== keyId) return 'unknown';
    if (record.ended) return 'ended';
    if (now - record.lastSeen > TOUCH_WRITE_INTERVAL_MS) {
      record.lastSeen = now;
      await this.ctx.storage.put('session', record);
    }
    return 'active';
  }

  /** Ends the session for its own key. Returns false when there was no live session of that key to end. */
  async end(keyId?: string): Promise<boolean> {
    const record = await this.ctx.storage.get<SessionRecord>('session');
    if (!record || record.ended || record.keyId !== keyId) return false;
    // Keep a tombstone until the alarm so a replayed id is reported as ended, not reissued.
    await Promise.all([this.ctx.storage.put('session', { ...record, ended: true }), this.ctx.storage.setAlarm(Date.now() + SESSION_IDLE_TTL_MS)]);
    return true;
  }

  /**
   * The key session ids are signed with (hex), made on first use and kept for good. Called only
   * on the keyring object (src/http/session-id.ts); a Durable Object runs one call at a time, so
   * every isolate gets the same key.
   */
  async signingKey(): Promise<string> {
    const stored = await this.ctx.storage.get<string>('signing-key');
    if (stored) return stored;
    const key = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
    await this.ctx.storage.put('signing-key', key);
    return key;
  }

  override async alarm(): Promise<void> {
    const record = await this.ctx.storage.get<SessionRecord>('session');
    if (record && !record.ended && Date.now() - record.lastSeen < SESSION_IDLE_TTL_MS) {
      await this.ctx.storage.setAlarm(record.lastSeen + SESSION_IDLE_TTL_MS);
      return;
    }
    await this.ctx.storage.deleteAll();
  }
}

/** The registry stub for a session id. */
export function sessionStub(env: Env, sessionId: string) {
  return env.SESSIONS.get(env.SESSIONS.idFromName(sessionId));
}
