// Whether a wrangler config deploys a worker that answers anyone who has its URL (AUTH_MODE
// public, the default), and the words init and deploy use to say so before internal docs go out.
import path from 'node:path';
import { UsageError } from './commands/types';
import { readWranglerVar } from './wrangler-vars';

/** The AUTH_MODE values the worker knows. */
export const AUTH_MODES = ['public', 'api-key', 'oauth'] as const;
export type AuthModeName = (typeof AUTH_MODES)[number];

/**
 * Checks an --auth value.
 * @throws UsageError naming the flag and the values it takes
 */
export function checkAuthFlag(value: string): AuthModeName {
  const mode = AUTH_MODES.find((m) => m === value);
  if (!mode) throw new UsageError(`--auth must be one of ${AUTH_MODES.join(', ')} (got "${value}")`);
  return mode;
}

/** The AUTH_MODE a wrangler config deploys, trimmed and lowercased: its [vars] value, `public` when unset or empty, as the worker reads it. */
export function configuredAuthMode(configPath: string): string {
  return (readWranglerVar(configPath, 'AUTH_MODE') ?? '').trim().toLowerCase() || 'public';
}

/** True when the config's worker answers everyone (an AUTH_MODE it does not know, it treats as api-key). */
export function deploysPublicly(configPath: string): boolean {
  return configuredAuthMode(configPath) === 'public';
}

/** Creates a key on the deployed worker's KV. */
const REMOTE_KEY_COMMAND = "npx arch-mcp keys create --tools '*' --remote";

/** deploy's one-line warning for a config that deploys publicly. */
export function publicDeployWarning(configPath: string, root: string): string {
  return (
    `arch-mcp: warning: AUTH_MODE=public (${path.relative(root, configPath)}): anyone who has the worker's URL can search and read every doc it serves; ` +
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
