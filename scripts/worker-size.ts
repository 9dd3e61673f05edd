// Bundles the worker with `wrangler deploy --dry-run` and reports its size.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { formatBytes } from './build';
import { currentProject } from './project';
import type { Project } from './project';
import { runWrangler, workerArgs } from './wrangler';

/** Runs the dry-run deploy of the project's worker into .arch-mcp/worker and prints raw and gzipped sizes. */
export async function reportWorkerSize(log: (line: string) => void = (l) => process.stderr.write(`${l}\n`), project: Project = currentProject()): Promise<{ bytes: number; gzipBytes: number }> {
  const outdir = path.join(project.outDir, 'worker');
  await runWrangler(['deploy', ...workerArgs(project), '--dry-run', '--outdir', outdir], { cwd: project.root });
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of readdirSync(outdir)) {
    if (!/\.(m?js|wasm)$/.test(file)) continue;
    bytes += statSync(path.join(outdir, file)).size;
    gzipBytes += gzipSync(readFileSync(path.join(outdir, file))).byteLength;
  }
  log(`arch-mcp: worker bundle ${formatBytes(bytes)} (${formatBytes(gzipBytes)} gzipped); limit 3 MiB gzipped on the free plan, 10 MiB paid`);
  return { bytes, gzipBytes };
}
