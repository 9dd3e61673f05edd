// API key administration for `arch-mcp keys`: keys are created here, shown once, and stored in
// the BUNDLES KV namespace only as their SHA-256 (apikeys/<sha256>), through wrangler, locally
// (what `npm start` serves) or on the account.
import { z } from 'zod';
import { API_KEY_KV_PREFIX, apiKeyKvKey, apiKeyRecordSchema, createApiKey } from '../src/auth/api-key-format';
import type { ApiKeyRecord } from '../src/auth/api-key-format';
import { compileAllowList } from '../src/tools/allow-list';
import { withStateLock } from './local-state';
import type { Project } from './project';
import { ALL_TOOL_NAMES } from './tool-names';
import { projectConfigArgs, runWrangler } from './wrangler';

export interface KeyStoreOptions {
  mode: 'local' | 'remote';
  persistTo?: string;
  /** The project whose wrangler config names the KV namespace. */
  project: Project;
}

const KV_BINDING = 'BUNDLES';

function where(options: KeyStoreOptions): string[] {
  const place = options.mode === 'local' ? ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])] : ['--remote'];
  return [...place, ...projectConfigArgs(options.project)];
}

function kv(args: string[], options: KeyStoreOptions) {
  const run = () => runWrangler(['kv', ...args], { cwd: options.project.root });
  // Locally, wrangler opens the state a server may be starting on: they take turns.
  if (options.mode === 'local' && options.persistTo) return withStateLock(options.persistTo, run, (line) => process.stderr.write(`${line}\n`));
  return run();
}

/** Creates a key scoped to `tools` (and operator `scopes`); returns the key (print it once) and its stored record. */
export async function createKey(options: KeyStoreOptions & { name: string; tools: string; scopes?: string[] }): Promise<{ key: string; record: ApiKeyRecord; matches: string[] }> {
  const matches = ALL_TOOL_NAMES.filter((name) => compileAllowList(options.tools).allows(name));
  const { key, record } = await createApiKey({ name: options.name, tools: options.tools, scopes: options.scopes });
  const { sha256: _hash, ...listed } = record;
  await kv(['key', 'put', apiKeyKvKey(record.sha256), JSON.stringify(record), '--binding', KV_BINDING, '--metadata', JSON.stringify(listed), ...where(options)], options);
  return { key, record, matches };
}

const listingSchema = z.array(z.object({ name: z.string(), metadata: z.unknown().optional() }));

/** Every stored key record (never the keys themselves), oldest first. */
export async function listKeys(options: KeyStoreOptions): Promise<ApiKeyRecord[]> {
  const { stdout } = await kv(['key', 'list', '--binding', KV_BINDING, '--prefix', API_KEY_KV_PREFIX, ...where(options)], options);
  const entries = listingSchema.parse(JSON.parse(stdout.slice(stdout.indexOf('['))));
  const records: ApiKeyRecord[] = [];
  for (const entry of entries) {
    const parsed = apiKeyRecordSchema.safeParse({ ...(entry.metadata as object), sha256: entry.name.slice(API_KEY_KV_PREFIX.length) });
    if (parsed.success) records.push(parsed.data);
  }
  return records.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Deletes the key with this id. Returns false when no such key exists. */
export async function revokeKey(options: KeyStoreOptions & { id: string }): Promise<boolean> {
  const record = (await listKeys(options)).find((r) => r.id === options.id);
  if (!record) return false;
  await kv(['key', 'delete', apiKeyKvKey(record.sha256), '--binding', KV_BINDING, ...where(options)], options);
  return true;
}
