// `npm run deploy`: builds the docs, makes sure the R2 bucket and KV namespace exist, publishes
// the bundle to the account (pointer last), then deploys the worker.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './build';
import { DOCS_BUCKET, runPublish } from './publish';
import { REPO_ROOT, runWrangler } from './wrangler';
import { reportWorkerSize } from './worker-size';

const KV_TITLE = 'arch-mcp-bundles';

/** Deploys docs and worker. With dryRun, builds both and touches nothing in the account. */
export async function deploy(options: { docsDir: string; dryRun: boolean }): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const bundle = await runBuild({ docsDir: options.docsDir });
  await reportWorkerSize(log);
  if (options.dryRun) {
    log('arch-mcp: dry run: docs and worker built; nothing was published or deployed');
    return 0;
  }
  await ensureKvNamespace(log);
  await ensureBucket(log);
  await runPublish(bundle, { mode: 'remote' }, { log });
  await runWrangler(['deploy'], { inherit: true });
  log('arch-mcp: deployed; `curl https://<your-worker>/healthz` shows the build id being served');
  return 0;
}

/** Creates the KV namespace on first deploy and records its id in wrangler.toml. */
async function ensureKvNamespace(log: (line: string) => void): Promise<void> {
  const tomlPath = path.join(REPO_ROOT, 'wrangler.toml');
  const toml = readFileSync(tomlPath, 'utf8');
  const current = /binding = "BUNDLES"\s*\nid = "([^"]+)"/.exec(toml)?.[1];
  if (current && /^[0-9a-f]{32}$/.test(current)) return;
  const { stdout } = await runWrangler(['kv', 'namespace', 'list']);
  const existing = (JSON.parse(stdout.slice(stdout.indexOf('['))) as { id: string; title: string }[]).find((n) => n.title === KV_TITLE);
  let id = existing?.id;
  if (!id) {
    const created = await runWrangler(['kv', 'namespace', 'create', KV_TITLE]);
    id = /([0-9a-f]{32})/.exec(created.stdout)?.[1];
    if (!id) throw new Error('could not read the new KV namespace id from wrangler');
    log(`arch-mcp: created KV namespace ${KV_TITLE} (${id})`);
  }
  writeFileSync(tomlPath, toml.replace(/(binding = "BUNDLES"\s*\nid = ")[^"]+(")/, `$1${id}$2`));
  log(`arch-mcp: wrangler.toml now binds BUNDLES to KV namespace ${id}; commit it`);
}

async function ensureBucket(log: (line: string) => void): Promise<void> {
  try {
    await runWrangler(['r2', 'bucket', 'create', DOCS_BUCKET]);
    log(`arch-mcp: created R2 bucket ${DOCS_BUCKET}`);
  } catch (err) {
    if (!/already exists|already own/i.test(String(err))) throw err;
  }
}
