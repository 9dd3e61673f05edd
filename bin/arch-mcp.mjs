#!/usr/bin/env node
// arch-mcp command line: loads the TypeScript CLI through tsx so the build scripts share
// src/docs and src/search with the worker without a separate compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../scripts/cli.ts');
process.exitCode = await main(process.argv.slice(2));
