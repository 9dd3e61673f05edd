// Who may use the worker a wrangler config deploys (its AUTH_MODE, read as the worker reads it),
// and the words init and deploy use to say so: a public worker serves every doc to anyone who has
// its URL, which internal docs must not be left to find out after the fact.
import path from 'node:path';
import { AUTH_MODES, parseAuthMode } from '../src/auth/auth-mode';
import type { AuthMode } from '../src/auth/auth-mode';
import { UsageError } from './commands/types';
import { readWranglerVar } from './wrangler-vars';

/**
 * Checks an --auth value.
 * @throws UsageError naming the flag and the values it takes
 */
export function checkAuthFlag(value: string): AuthMode {
  const mode = AUTH_MODES.find((m) => m === value);
  if (!mode) throw new UsageError(`--auth must be one of ${AUTH_MODES.join(', ')} (got "${value}")`);
  return mode;
}

/**
 * AUTH_MODE as the worker reads `value` (unset is public). The worker answers every call 401 under
 * a value it does not know, so serve and deploy refuse one before they start.
 * @throws UsageError naming the value, `where` it is set and the values allowed, then `consequence`
 */
export function requireAuthMode(value: string | undefined, where: string, consequence = ''): AuthMode {
  const mode = parseAuthMode(value);
  if (mode) return mode;
  throw new UsageError(`AUTH_MODE must be one of ${AUTH_MODES.join(', ')} (got ${JSON.stringify((value ?? '').slice(0, 40))} ${where})${consequence}`);
}

/** The AUTH_MODE a wrangler config deploys (public when its [vars] set none), or undefined for a value the worker does not know. */
export function configuredAuthMode(configPath: string): AuthMode | undefined {
  return parseAuthMode(readWranglerVar(configPath, 'AUTH_MODE'));
}

/** Creates a key on the deployed worker's KV. */
const REMOTE_KEY_COMMAND = "npx arch-mcp keys create --tools '*' --remote";

/**
 * deploy's line about who may use what it deploys: a warning for a public worker.
 * @throws UsageError for an AUTH_MODE the worker does not know (it would answer every call 401)
 */
export function deployAccessLine(configPath: string, root: string): string {
  const config = path.relative(root, configPath);
  const mode = requireAuthMode(readWranglerVar(configPath, 'AUTH_MODE'), `in the [vars] of ${config}`, '; the worker would refuse every call');
  if (mode === 'api-key') return `arch-mcp: AUTH_MODE=api-key (${config}): every call needs an API key (\`${REMOTE_KEY_COMMAND}\`)`;
  if (mode === 'oauth') return `arch-mcp: AUTH_MODE=oauth (${config}): callers sign in through the OIDC_ISSUER provider, or send an API key`;
  return (
    `arch-mcp: warning: AUTH_MODE=public (${config}): anyone who has the worker's URL can search and read every doc it serves; ` +
    `require API keys with AUTH_MODE = "api-key" (then \`${REMOTE_KEY_COMMAND}\`) or sign-in with AUTH_MODE = "oauth" (arch-mcp's docs/access-control.md)`
  );
}

/** init's line about a wrangler.toml that will deploy publicly. */
export function publicInitNotice(): string {
  return (
    'Access: public. Once deployed, anyone who has the worker\'s URL can search and read every doc here (AUTH_MODE = "public" in wrangler.toml). ' +
    `For internal docs, run \`npx arch-mcp init --force --auth api-key\` (keys: \`${REMOTE_KEY_COMMAND}\`) or --auth oauth (sign-in through your ` +
    "identity provider; arch-mcp's docs/access-control.md), or set AUTH_MODE in wrangler.toml."
  );
}
