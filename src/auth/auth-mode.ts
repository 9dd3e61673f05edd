// AUTH_MODE values, read one way by the worker (which fails closed on anything else) and by
// `arch-mcp serve` (which refuses anything else before it starts).

/** How /mcp authenticates callers. */
export const AUTH_MODES = ['public', 'api-key', 'oauth'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** AUTH_MODE as set (case and surrounding spaces aside; unset or empty is public), or undefined when it is none of AUTH_MODES. */
export function parseAuthMode(value: string | undefined): AuthMode | undefined {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '') return 'public';
  return (AUTH_MODES as readonly string[]).includes(mode) ? (mode as AuthMode) : undefined;
}
