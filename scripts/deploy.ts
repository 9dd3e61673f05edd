// `npm run deploy`: builds the docs, makes sure the R2 bucket and KV namespaces exist, publishes
// the bundle to the account (pointer last), then deploys the worker.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './build';
import { DOCS_BUCKET, runPublish } from './publish';
import { REPO_ROOT, runWrangler } from './wrangler';
import { reportWorkerSize } from './worker-size';

/** KV namespaces the worker binds, by binding name: their titles in the account. */
const KV_NAMESPACES = { BUNDLES: 'arch-mcp-bundles', OAUTH_KV: 'arch-mcp-oauth' } as const;

/** Deploys docs and worker. With dryRun, builds both and touches nothing in the account. */
export async function deploy(options: { docsDir: string; dryRun: boolean }): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const bundle = await runBuild({ docsDir: options.docsDir });
  await reportWorkerSize(log);
  if (options.dryRun) {
    log('arch-mcp: dry run: docs and worker built; nothing was published or deployed');
    return 0;
  }
  for (const [binding, title] of Object.entries(KV_NAMESPACES)) await ensureKvNamespace(binding, title, log);
  await ensureBucket(log);
  await runPublish(bundle, { mode: 'remote' }, { log });
  await runWrangler(['deploy'], { inherit: true });
  log('arch-mcp: deployed; `curl https://<your-worker>/healthz` shows the build id being served');
  return 0;
}

/** Creates a KV namespace on first deploy and records its id in wrangler.toml. */
async function ensureKvNamespace(binding: string, title: string, log: (line: string) => void): Promise<void> {
  const tomlPath = path.join(REPO_ROOT, 'wrangler.toml');
  const toml = readFileSync(tomlPath, 'utf8');
  const idLine = new RegExp(`(binding = "${binding}"\\s*\\nid = ")([^"]+)(")`);
  const current = idLine.exec(toml)?.[2];
  if (current && /^[0-9a-f]{32}$/.test(current)) return;
  const { stdout } = await runWrangler(['kv', 'namespace', 'list']);
  const existing = (JSON.parse(stdout.slice(stdout.indexOf('['))) as { id: string; title: string }[]).find((n) => n.title === title);
  let id = existing?.id;
  if (!id) {
    const created = await runWrangler(['kv', 'namespace', 'create', title]);
    id = /([0-9a-f]{32})/.exec(created.stdout)?.[1];
    if (!id) throw new Error('could not read the new KV namespace id from wrangler');
    log(`arch-mcp: created KV namespace ${title} (${id})`);
  }
  writeFileSync(tomlPath, toml.replace(idLine, `$1${id}$3`));
  log(`arch-mcp: wrangler.toml now binds ${binding} to KV namespace ${id}; commit it`);
}

async function ensureBucket(log: (line: string) => void): Promise<void> {
  try {
    await runWrangler(['r2', 'bucket', 'create', DOCS_BUCKET]);
    log(`arch-mcp: created R2 bucket ${DOCS_BUCKET}`);
  } catch (err) {
    if (!/already exists|already own/i.test(String(err))) throw err;
  }
}
