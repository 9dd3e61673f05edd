// One structured JSON log line per tool call: tool, session, duration, outcome, the arguments
// (each cut to 100 characters) and a failed call's error text, all masked, so logs never carry a
// secret or a whole document.
import { maskSecrets } from './secret-masking';

/** Longest logged form of one argument. */
const ARG_CHARS = 100;
/** Longest logged error text. */
const ERROR_CHARS = 300;

export interface CallLogEntry {
  tool: string;
  session?: string;
  durationMs: number;
  outcome: string;
  cacheHit: boolean;
  errorCode?: string;
  args: unknown;
  /** The upstream server of a mounted tool. */
  upstream?: string;
  /** What a failed call told the model (masked and cut like the arguments). */
  error?: string;
}

/** Each top-level argument as a short masked string (objects as JSON). */
function summariseArgs(args: unknown): Record<string, string> {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return args === undefined ? {} : { '(arguments)': cut(String(JSON.stringify(args))) };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(args as Record<string, unknown>).slice(0, 20)) {
    out[cut(key, 40)] = cut(typeof value === 'string' ? value : String(JSON.stringify(value)));
  }
  return out;
}

/** Masks before cutting, so a secret straddling the cut is still recognised whole. */
function cut(text: string, max = ARG_CHARS): string {
  const masked = maskSecrets(text.length > 100_000 ? text.slice(0, 100_000) : text);
  return masked.length > max ? `${masked.slice(0, max)}…` : masked;
}

/**
 * How a session or workflow shows in logs: a workflow handle whole, a session id by its random
 * first half only (the MAC that makes it usable stays out of logs).
 */
function sessionLabel(session: string): string {
  return session.startsWith('wf_') ? session.slice(0, 64) : session.slice(0, 32);
}

/** Writes the entry as one JSON line. Never throws: logging must not fail a call. */
export function logToolCall(entry: CallLogEntry): void {
  try {
    console.log(
      JSON.stringify({
        level: entry.outcome === 'internal_error' ? 'error' : 'info',
        event: 'tool_call',
        tool: entry.tool,
        session: entry.session ? sessionLabel(entry.session) : null,
        duration_ms: entry.durationMs,
        outcome: entry.outcome,
        cache_hit: entry.cacheHit,
        ...(entry.errorCode ? { error_code: entry.errorCode } : {}),
        ...(entry.upstream ? { upstream: entry.upstream } : {}),
        args: summariseArgs(entry.args),
        ...(entry.error !== undefined ? { error: cut(entry.error, ERROR_CHARS) } : {}),
      }),
    );
  } catch {
    // Nothing to do: the call's result matters more than its log line.
  }
}
