// Finding 2: one grep_docs call stalled the isolate. The 2 s budget was checked only between
// documents and RE2's scan of one document is synchronous, so a 193-character pattern of sixteen
// `[\s\S]{1000}` held the isolate for 1.5 s on a 9.6 KB document while another client's request
// waited. A pattern whose RE2 program is too large is now refused naming the limit; any other
// pattern is scanned in slices, so the budget holds inside a document and other requests run
// between slices.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';
import { clientIp, postTo, request } from './deployment';

/** grep_docs stops a search at this budget (src/tools/grep-docs.ts). */
const GREP_BUDGET_MS = 2_000;
/** The one timing bound the finding asks for: another request may wait at most this much longer than it takes alone. */
const OTHER_REQUEST_MARGIN_MS = 100;

const PATHOLOGICAL = `${'[\\s\\S]{1000}'.repeat(16)}q`;
/** Allowed (a small program) but slow on long text: every position starts up to 200 threads. */
const HEAVY = '.{0,200}zq';

let client: Client;

async function grep(args: Record<string, unknown>) {
  const res = await client.callTool({ name: 'grep_docs', arguments: args });
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data: res.structuredContent as Record<string, any> };
}

/** One prompts/list of another client, and how long it took. */
async function otherClientRequest(ip: string): Promise<number> {
  const started = Date.now();
  const res = await postTo({}, request(1, 'prompts/list'), { 'cf-connecting-ip': ip });
  expect(res.status).toBe(200);
  await res.text();
  return Date.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('security: grep_docs cannot stall the isolate', () => {
  beforeAll(async () => {
    // About 2 MB in one document: long enough that the heavy pattern needs several times the budget.
    const long = Array.from({ length: 40_000 }, (_, i) => `line ${i} of a long appendix about message queues and retries.`).join('\n');
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/appendix.md': `# Appendix\n\n${long}\n` })], resourceDocsConfig());
    ({ client } = await connectClient());
    // Load the texts once, so the timed calls below measure scanning, not the first read from KV.
    expect((await grep({ pattern: 'appendix', limit: 1 })).isError).toBe(false);
  });

  it('should refuse the pathological pattern with an error naming the program-size limit', async () => {
    const { isError, text } = await grep({ pattern: PATHOLOGICAL });
    expect(isError).toBe(true);
    expect(text).toMatch(/RE2 instructions.*limit is \d+/);
  });

  it('should stop a slow pattern within its budget inside one document', async () => {
    const started = Date.now();
    const { isError, data } = await grep({ pattern: HEAVY, file_pattern: 'guidelines/appendix.md' });
    const elapsed = Date.now() - started;
    expect(isError).toBe(false);
    expect(data.truncated).toBe(true);
    expect(data.files_searched).toBe(1);
    // The budget plus a margin tied to it (one slice, scheduling on a loaded machine).
    expect(elapsed).toBeLessThan(GREP_BUDGET_MS * 1.75);
  });

  it("should not delay another client's request by more than 100 ms while a slow grep runs", async () => {
    const other = clientIp();
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await otherClientRequest(other));
    const unloaded = median(alone);

    let grepDone = false;
    const running = grep({ pattern: `${HEAVY}x`, file_pattern: 'guidelines/appendix.md' }).then((r) => {
      grepDone = true;
      return r;
    });
    // Let the grep get into its scan before the other client asks.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const loaded: number[] = [];
    for (let i = 0; i < 3; i++) loaded.push(await otherClientRequest(other));
    const stillRunning = !grepDone;
    const result = await running;

    expect(stillRunning).toBe(true);
    expect(result.data.truncated).toBe(true);
    expect(median(loaded)).toBeLessThanOrEqual(unloaded + OTHER_REQUEST_MARGIN_MS);
  });
});
