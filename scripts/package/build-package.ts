// Builds what the npm package ships in dist/ (run by `npm pack` and `npm publish` through prepack):
// - dist/cli/: the CLI bundled by esbuild into ES modules (lazy chunks per command), so a docs repo
//   needs no TypeScript compiler and none of the worker's libraries at run time; only wrangler and
//   miniflare stay outside, as real dependencies.
// - dist/worker/: the worker as `wrangler deploy --dry-run` bundles it (the same nodejs_compat
//   handling as a deploy from this checkout), with its prompt text modules and a source map whose
//   sources keep our file names and lines but not their text, to keep the package small.
// - dist/wrangler.toml: the default config for folders that have none of their own.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { renderWranglerConfig } from '../init/render';
import { PACKAGE_ROOT } from '../paths';
import { runWrangler } from '../wrangler';

const DIST = path.join(PACKAGE_ROOT, 'dist');

/** The bench and eval commands need the shared corpus beside a checkout; the package leaves their code out. */
const checkoutOnly: Plugin = {
  name: 'checkout-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/(bench|eval)\// }, (args) => (args.importer.includes(`${path.sep}commands${path.sep}`) ? { path: args.path, external: true } : undefined));
  },
};

async function buildCli(): Promise<void> {
  await build({
    entryPoints: { cli: path.join(PACKAGE_ROOT, 'scripts', 'cli.ts') },
    outdir: path.join(DIST, 'cli'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    external: ['miniflare', 'wrangler'],
    loader: { '.md': 'text' },
    plugins: [checkoutOnly],
    // Bundled CommonJS dependencies call require(); ES module output has none of its own.
    banner: { js: "import { createRequire as __archMcpRequire } from 'node:module'; const require = __archMcpRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

async function buildWorker(): Promise<void> {
  const outdir = path.join(DIST, 'worker');
  await runWrangler(['deploy', '--dry-run', '--outdir', outdir, '--config', path.join(PACKAGE_ROOT, 'wrangler.toml')]);
  rmSync(path.join(outdir, 'README.md'), { force: true });
  const mapFile = path.join(outdir, 'index.js.map');
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sourcesContent?: unknown };
  delete map.sourcesContent;
  writeFileSync(mapFile, JSON.stringify(map));
}

rmSync(DIST, { recursive: true, force: true });
await buildCli();
await buildWorker();
writeFileSync(path.join(DIST, 'wrangler.toml'), renderWranglerConfig({ title: 'arch-mcp', slug: 'arch-mcp', main: 'worker/index.js' }));
const files = readdirSync(DIST, { recursive: true }).length;
process.stderr.write(`arch-mcp: dist/ built (${files} files)\n`);
