// The analysis unit tests (test/worker/analysis) run in Node for rule ablation: the analysis code is
// runtime-neutral, so they pass here as in workerd, and one unisolated process runs them in seconds.
// ARCH_MCP_ABLATE names the rules turned off: invariant checks are replaced at run time by
// setup.ts; every other rule is a source edit (rules.ts) applied as the module loads.
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceEdits } from './rules';

const root = path.resolve(import.meta.dirname, '../..');
const ablated = (process.env.ARCH_MCP_ABLATE ?? '').split(',').filter(Boolean);

/** Applies the source edits of the ablated rules; an edit that no longer matches its file stops the run. */
function ablateSource(): Plugin {
  const edits = sourceEdits(ablated);
  return {
    name: 'arch-mcp-ablate',
    enforce: 'pre',
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]!);
      const mine = edits.filter((e) => e.file === file);
      if (!mine.length) return null;
      let out = code;
      for (const e of mine) {
        if (out.split(e.find).length !== 2) throw new Error(`rule ${e.rule}: "${e.find}" must occur exactly once in ${file}`);
        out = out.replace(e.find, () => e.replace);
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [ablateSource()],
  test: {
    root,
    environment: 'node',
    include: ['test/worker/analysis/**/*.test.ts'],
    setupFiles: [path.join(import.meta.dirname, 'setup.ts')],
    isolate: false,
    maxWorkers: 1,
  },
});
