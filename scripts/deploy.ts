// `arch-mcp deploy`: builds the docs, makes sure the R2 bucket and KV namespaces the project's
// wrangler config names exist, publishes the bundle to the account (pointer last), then deploys
// the worker.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './build';
import { DOCS_BINDING, KV_BINDING } from './local-store';
import type { Project } from './project';
import { deployAccessLine } from './public-access';
import { runPublish } from './publish';
import { readKvNamespaces, readStorageBindings } from './wrangler-bindings';
import { projectConfigArgs, runWrangler, workerArgs } from './wrangler';
import { reportWorkerSize } from './worker-size';

/** A real KV namespace id; anything else in the config is the title of a namespace still to create. */
const KV_ID = /^[0-9a-f]{32}$/;

/** Deploys docs and worker. With dryRun, builds both and touches nothing in the account. */
export async function deploy(options: { docsDir: string; dryRun: boolean; project: Project }): Promise<number> {
  const { project } = options;
  const log = (line: string) => process.stderr.write(`${line}\n`);
  if (!options.dryRun && !project.ownWranglerConfig) {
    throw new Error(`no wrangler.toml in ${project.root}: run \`npx arch-mcp init\` first (deploy records the account's KV namespace ids in it)`);
  }
  // Who may use the worker is said last, where a CI log ends (a public worker serves every doc to
  // anyone with its URL); an AUTH_MODE the worker does not know is refused before anything is built.
  const access = deployAccessLine(project.wranglerConfig, project.root);
  const bundle = await runBuild({ docsDir: options.docsDir });
  await reportWorkerSize(log, project);
  if (options.dryRun) {
    log('arch-mcp: dry run: docs and worker built; nothing was published or deployed');
    log(access);
    return 0;
  }
  const wrangler = (args: string[]) => runWrangler([...args, ...projectConfigArgs(project)], { cwd: project.root });
  for (const { binding, id } of readKvNamespaces(project.wranglerConfig)) {
    if (!KV_ID.test(id)) await createKvNamespace(project.wranglerConfig, binding, id, wrangler, log);
  }
  const { bucketName } = readStorageBindings(project.wranglerConfig, { kv: KV_BINDING, bucket: DOCS_BINDING });
  await ensureBucket(bucketName, wrangler, log);
  await runPublish(bundle, { mode: 'remote', project }, { log });
  await runWrangler(['deploy', ...workerArgs(project)], { inherit: true, cwd: project.root });
  log('arch-mcp: deployed; `curl https://<your-worker>/healthz` shows the build id being served');
  log(access);
  return 0;
}

type Wrangler = (args: string[]) => Promise<{ stdout: string }>;

/** Finds or creates the KV namespace titled `title` and records its id in the wrangler config. */
async function createKvNamespace(configPath: string, binding: string, title: string, wrangler: Wrangler, log: (line: string) => void): Promise<void> {
  const { stdout } = await wrangler(['kv', 'namespace', 'list']);
  const existing = (JSON.parse(stdout.slice(stdout.indexOf('['))) as { id: string; title: string }[]).find((n) => n.title === title);
  let id = existing?.id;
  if (!id) {
    const created = await wrangler(['kv', 'namespace', 'create', title]);
    id = /([0-9a-f]{32})/.exec(created.stdout)?.[1];
    if (!id) throw new Error('could not read the new KV namespace id from wrangler');
    log(`arch-mcp: created KV namespace ${title} (${id})`);
  }
  const toml = readFileSync(configPath, 'utf8');
  const idLine = new RegExp(`(binding = "${binding}"\\s*\\nid = ")([^"]+)(")`);
  writeFileSync(configPath, toml.replace(idLine, `$1${id}$3`));
  log(`arch-mcp: ${path.basename(configPath)} now binds ${binding} to KV namespace ${id}; commit it`);
}

async function ensureBucket(bucket: string, wrangler: Wrangler, log: (line: string) => void): Promise<void> {
  try {
    await wrangler(['r2', 'bucket', 'create', bucket]);
    log(`arch-mcp: created R2 bucket ${bucket}`);
  } catch (err) {
    if (!/already exists|already own/i.test(String(err))) throw err;
  }
}
