// Masks credentials in anything a tool returns or a log line carries: provider tokens, JWTs,
// PEM private keys, passwords inside URLs and `password=` / `secret:` style assignments.
import { MAX_WALK_DEPTH, tooDeep } from './argument-bounds';

/** What replaces a secret. Keeps a hint of its kind so a reader knows something was there. */
const MASK = '[REDACTED]';

/**
 * Each rule is linear-time (no nested quantifiers), so masking a 100 kB document stays cheap.
 * Order matters: whole-block and whole-token rules run before the generic assignment rule.
 */
const RULES: readonly { re: RegExp; replace: string | ((...groups: string[]) => string) }[] = [
  { re: /-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----[\s\S]*?-----END \1PRIVATE KEY-----/g, replace: `[REDACTED PRIVATE KEY]` },
  // A key block cut off before its END line (a truncated page or log argument): mask to the end.
  { re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*$/g, replace: `[REDACTED PRIVATE KEY]` },
  // JWTs: three base64url parts, the first a JSON header (always starts `eyJ`).
  { re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, replace: MASK },
  // GitHub, Slack, AWS, OpenAI/Stripe-style, Google and our own API keys.
  { re: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, replace: MASK },
  { re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, replace: MASK },
  { re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, replace: MASK },
  { re: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/g, replace: MASK },
  { re: /\bsk-[A-Za-z0-9_-]{20,}/g, replace: MASK },
  { re: /\bAIza[0-9A-Za-z_-]{35}/g, replace: MASK },
  { re: /\bamk_[A-Za-z0-9_-]{20,}/g, replace: MASK },
  { re: /\b(Bearer\s+)[A-Za-z0-9._~+/-]{16,}=*/g, replace: (_m, prefix) => `${prefix}${MASK}` },
  // user:password@ in any scheme://…
  { re: /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,200}:)[^\s@/]{1,200}@/gi, replace: (_m, head) => `${head}${MASK}@` },
  // password = x, secret: "x", api_key=x … The value stops at whitespace, a quote or a separator.
  {
    re: /\b((?:[a-z0-9_]*[_-])?(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token|client[_-]?secret|private[_-]?key))(["']?\s*[:=]\s*)(["']?)([^\s"',;&)}\]]{3,})/gi,
    replace: (_m, key, sep, quote, value) => (value.startsWith('[REDACTED') ? `${key}${sep}${quote}${value}` : `${key}${sep}${quote}${MASK}`),
  },
];

/**
 * Cheap pre-check: text with none of these fragments cannot match any rule. The assignment rule's
 * fragment includes its separator, so prose that merely mentions a key or a token (most docs)
 * skips the rules entirely.
 */
const MAYBE_SECRET =
  /PRIVATE KEY|eyJ|gh[pousr]_|github_pat_|xox|AKIA|ASIA|_live_|_test_|sk-|AIza|amk_|Bearer|:\/\/[^\s/]*@|(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token|private[_-]?key)["']?\s*[:=]/i;

/** Returns `text` with every recognised secret replaced by `[REDACTED]`. */
export function maskSecrets(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  let out = text;
  for (const { re, replace } of RULES) out = typeof replace === 'string' ? out.replace(re, replace) : out.replace(re, replace);
  return out;
}

/**
 * Masks every string inside a JSON-like value (objects, arrays, strings), leaving shapes intact.
 * A value with nothing to mask comes back as the same object: results are mostly clean, and
 * copying every one of them would cost more than checking it.
 * @throws ToolError (`too_deep`) for a value nested past MAX_WALK_DEPTH, never a stack overflow
 */
export function maskDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskSecrets(value) as T;
  if (value !== null && typeof value === 'object' && depth >= MAX_WALK_DEPTH) throw tooDeep('the value to mask');
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const masked = maskDeep(value[i], depth + 1);
      if (masked !== value[i]) (out ??= value.slice())[i] = masked;
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const child = (value as Record<string, unknown>)[key];
      const masked = maskDeep(child, depth + 1);
      if (masked !== child) (out ??= { ...(value as Record<string, unknown>) })[key] = masked;
    }
    return (out ?? value) as T;
  }
  return value;
}
