// Files never served whatever a docs folder's config says: secrets and VCS internals.

/** Globs of paths that are never bundled, served or searched. */
export const ALWAYS_BLOCKED_GLOBS: readonly string[] = [
  '**/.env',
  '**/.env.*',
  '**/.dev.vars',
  '**/*.pem',
  '**/*.key',
  '**/id_rsa*',
  '**/id_ed25519*',
  '**/.git/**',
  '**/secrets/**',
  '**/.npmrc',
];
