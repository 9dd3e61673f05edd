// The storage bindings of wrangler.toml that local publishing writes to: the KV namespace id of
// BUNDLES, the R2 bucket of DOCS and the compatibility date. Local state is keyed by these, so
// a publish must use exactly what `wrangler dev` reads (after a deploy the KV id is the real one).
// Also the names that make a deployment what it is (worker, bucket, KV ids), which init keeps.
import { readFileSync } from 'node:fs';

export interface StorageBindings {
  kvNamespaceId: string;
  bucketName: string;
  compatibilityDate: string;
}

/** One `[[table]]` entry as flat `key = "value"` pairs (the only shape these entries use). */
function arrayTables(toml: string, table: string): Record<string, string>[] {
  const entries: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      current = line === `[[${table}]]` ? {} : undefined;
      if (current) entries.push(current);
      continue;
    }
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"]*)"/.exec(line);
    if (current && match) current[match[1]] = match[2];
  }
  return entries;
}

/**
 * Reads the BUNDLES namespace id, the DOCS bucket name and the compatibility date from a
 * wrangler.toml. Throws naming the missing entry.
 */
export function readStorageBindings(configPath: string, names: { kv: string; bucket: string }): StorageBindings {
  const toml = readFileSync(configPath, 'utf8');
  const kv = arrayTables(toml, 'kv_namespaces').find((e) => e.binding === names.kv);
  const bucket = arrayTables(toml, 'r2_buckets').find((e) => e.binding === names.bucket);
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  if (!kv?.id) throw new Error(`${configPath} has no [[kv_namespaces]] entry with binding = "${names.kv}" and an id`);
  if (!bucket?.bucket_name) throw new Error(`${configPath} has no [[r2_buckets]] entry with binding = "${names.bucket}" and a bucket_name`);
  if (!date) throw new Error(`${configPath} has no compatibility_date`);
  return { kvNamespaceId: kv.id, bucketName: bucket.bucket_name, compatibilityDate: date };
}

/** Every `[[kv_namespaces]]` entry's binding and id (a placeholder title until the first deploy writes the real id). */
export function readKvNamespaces(configPath: string): { binding: string; id: string }[] {
  return arrayTables(readFileSync(configPath, 'utf8'), 'kv_namespaces')
    .filter((e) => e.binding && e.id)
    .map((e) => ({ binding: e.binding!, id: e.id! }));
}

/** What names a deployment in a wrangler.toml: the worker, each R2 binding's bucket and each KV binding's id. */
export interface DeploymentNames {
  worker?: string;
  buckets: Map<string, string>;
  kvIds: Map<string, string>;
}

/** Reads the worker name (the top-level `name`), the R2 bucket names and the KV namespace ids, by binding. */
export function readDeploymentNames(toml: string): DeploymentNames {
  const firstTable = toml.search(/^\s*\[/m);
  const top = firstTable < 0 ? toml : toml.slice(0, firstTable);
  const worker = /^\s*name\s*=\s*"([^"]+)"/m.exec(top)?.[1];
  const byBinding = (table: string, field: string) =>
    new Map(arrayTables(toml, table).flatMap((e) => (e.binding && e[field] ? [[e.binding, e[field]] as const] : [])));
  return { ...(worker ? { worker } : {}), buckets: byBinding('r2_buckets', 'bucket_name'), kvIds: byBinding('kv_namespaces', 'id') };
}
