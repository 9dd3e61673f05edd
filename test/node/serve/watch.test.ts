// `arch-mcp serve --watch`: an edit to an ADR is served, through search_architecture, within 10 s
// and without a restart; lint problems are printed as they appear.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServe } from '../helpers/serve-process';
import type { ServeProcess } from '../helpers/serve-process';

const ADR = 'adr/0007-use-postgresql-for-transactional-data.md';

describe('serve --watch', () => {
  let root: string;
  let folder: string;
  let served: ServeProcess;
  let client: Client;

  const statusOfAdr7 = async (): Promise<string | undefined> => {
    const result = await client.callTool({ name: 'search_architecture', arguments: { query: 'ADR-7 PostgreSQL', max_results: 3 } });
    const results = (result.structuredContent as { results: { path: string; status?: string }[] }).results;
    return results.find((r) => r.path === ADR)?.status;
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-watch-'));
    folder = path.join(root, 'docs');
    cpSync(path.join(REPO_ROOT, 'resources'), folder, { recursive: true });
    served = await startServe(['--docs', folder, '--persist-to', path.join(root, 'state'), '--watch']);
    await served.waitFor(/^arch-mcp: watching /m);
    client = new Client({ name: 'watch-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    await served?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('should serve an edited ADR status line in search results, with no restart', async () => {
    expect(await statusOfAdr7()).toBe('accepted');
    const file = path.join(folder, ADR);
    writeFileSync(file, readFileSync(file, 'utf8').replace('* Status: accepted', '* Status: deprecated'));
    // Polls until the rebuild is served (a minute at most): the test asks that it is, not how soon.
    let status = await statusOfAdr7();
    for (let polls = 0; status !== 'deprecated' && polls < 300; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await statusOfAdr7();
    }
    expect(status).toBe('deprecated');
    // The server may answer with the new build a poll before serve sees it and says so.
    await served.waitFor(/adr\/0007-use-postgresql-for-transactional-data\.md changed; serving build [0-9a-f]{12}/);
  });

  it('should print a new lint problem with file:line when an edit introduces it', async () => {
    const file = path.join(folder, 'guidelines/testing-strategy.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nSee [the missing page](missing-page.md).\n`);
    const [line] = await served.waitFor(/^guidelines\/testing-strategy\.md:\d+: warning: .*missing-page\.md.* \[broken-link\]$/m);
    expect(line).toContain('guidelines/testing-strategy.md:');
  });

  it('should stop at once on Ctrl-C while an edit waits for another server on the state, publishing nothing', async () => {
    const lock = path.join(root, 'state', 'state.lock');
    // A live process (this test) holds the state, as another server starting on it would.
    const holder = `${process.pid} another-server`;
    writeFileSync(lock, holder);
    const file = path.join(folder, 'guidelines/testing-strategy.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nOne more line to publish.\n`);
    await served.waitFor(/waiting for another server starting or publishing/);
    const before = served.output();
    process.kill(served.pid, 'SIGINT');
    expect(await served.exited).toBe(0);
    const after = served.output().slice(before.length);
    expect(after).toMatch(/stopped \(SIGINT\)/);
    expect(after).not.toMatch(/serving build|republishing failed/);
    expect(readFileSync(lock, 'utf8')).toBe(holder);
  }, 60_000);
});
