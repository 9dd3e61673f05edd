// A BundleSink that writes to the Cloudflare account through wrangler's bulk commands: a handful
// of processes per publish whatever the number of documents.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BundleSink } from '../src/bundle/publish';
import type { Project } from './project';
import { projectConfigArgs, runWrangler } from './wrangler';

export interface WranglerSinkOptions {
  bucket: string;
  kvBinding: string;
  /** The project whose wrangler config names the account's namespace. */
  project: Project;
}

/** Builds a sink; call `dispose()` to remove its temporary files. */
export function wranglerSink(options: WranglerSinkOptions): BundleSink & { dispose(): void } {
  const scratch = mkdtempSync(path.join(tmpdir(), 'arch-mcp-publish-'));
  const where = ['--remote', ...projectConfigArgs(options.project)];
  const run = (args: string[]) => runWrangler(args, { cwd: options.project.root });
  let counter = 0;
  return {
    async getKvText(key) {
      try {
        const { stdout } = await run(['kv', 'key', 'get', key, '--binding', options.kvBinding, '--text', ...where]);
        // wrangler reports a missing key as this text with exit code 0; our values are JSON.
        return stdout.length && stdout.trim() !== 'Value not found' ? stdout : undefined;
      } catch (err) {
        if (/not found|404|value not found/i.test(String(err))) return undefined;
        throw err;
      }
    },
    async putDocuments(entries) {
      const dir = path.join(scratch, `docs-${counter++}`);
      const list = entries.map(({ key, bytes }, i) => {
        const file = path.join(scratch, `${i}-${key.replace(/[^a-z0-9]/gi, '_')}`);
        writeFileSync(file, bytes);
        return { key, file };
      });
      const listFile = `${dir}.json`;
      writeFileSync(listFile, JSON.stringify(list));
      await run(['r2', 'bulk', 'put', options.bucket, '--filename', listFile, '--content-type', 'text/markdown; charset=utf-8', '--force', ...where]);
    },
    async putKv(entries) {
      // Binary values (index shards, a handful per build) go one by one from a file: wrangler's
      // bulk put decodes `base64` entries to a UTF-8 string, which corrupts binary data.
      for (const { key, value } of entries) {
        if (typeof value === 'string') continue;
        const file = path.join(scratch, `bin-${counter++}`);
        writeFileSync(file, value);
        await run(['kv', 'key', 'put', key, '--path', file, '--binding', options.kvBinding, ...where]);
      }
      const texts = entries.filter((e): e is { key: string; value: string } => typeof e.value === 'string');
      if (texts.length === 0) return;
      const file = path.join(scratch, `kv-${counter++}.json`);
      writeFileSync(file, JSON.stringify(texts));
      await run(['kv', 'bulk', 'put', file, '--binding', options.kvBinding, ...where]);
    },
    dispose() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
