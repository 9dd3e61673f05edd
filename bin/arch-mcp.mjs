#!/usr/bin/env node
// arch-mcp command line. The installed package runs the prebuilt CLI in dist/ (no compiler at run
// time); a checkout of the repository runs the TypeScript sources through tsx, so the build scripts
// share src/docs and src/search with the worker without a separate compile step.
import { existsSync } from 'node:fs';

const source = new URL('../scripts/cli.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../dist/cli/cli.mjs'));
}
process.exitCode = await main(process.argv.slice(2));
