// The eight attacks a security review got through, replayed against a running server. Each probe
// sends the attack as the review did and passes only when the server refuses it as it should now.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Target } from './wire';
import { auth, call, callToolRaw, getWithHost, median, openSessionStream, post, resultText, timed } from './wire';

/** A probe's verdict when the attack was not refused as it should be. */
export class ProbeFailure extends Error {}

function expect(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new ProbeFailure(failure);
}

export interface Probe {
  /** The review's finding the probe replays (1-8). */
  finding: number;
  name: string;
  /** Keys the probe needs; without them it is skipped. */
  needs?: ('narrowKey' | 'readerKey' | 'operatorKey')[];
  /** Resolves with what was observed when the attack was refused; throws ProbeFailure when not. */
  run(target: Target): Promise<string>;
}

const DEEP = 50_000;
const DEEP_JSON = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const PATHOLOGICAL = `${'[\\s\\S]{1000}'.repeat(16)}q`;
/** An allowed pattern (its program is under the limit) that is slow on any text. */
const SLOW = '[\\s\\S]{0,230}zqzq';

const batchBypass: Probe = {
  finding: 1,
  name: 'a bare tools/call notification does not carry batches past the request limit',
  async run(target) {
    // The review's batch: the notification that used to exempt a POST, and 99 more messages (a
    // batch holds at most 100). Sent until the budget is spent: every message must have counted.
    // 2025-03-26 is the last revision with JSON-RPC batches.
    const batch = [{ jsonrpc: '2.0', method: 'tools/call' }, ...Array.from({ length: 99 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'prompts/list' }))];
    const headers = { ...auth(target.readerKey), 'mcp-protocol-version': '2025-03-26' };
    let admitted = 0;
    for (let sent = 0; sent <= target.requestBudget; sent += batch.length) {
      const res = await post(target, batch, headers);
      await res.text();
      if (res.status === 429) {
        expect(res.headers.get('retry-after'), '429 without Retry-After');
        return `refused with 429 after ${admitted} messages (budget ${target.requestBudget}), Retry-After ${res.headers.get('retry-after')} s`;
      }
      expect(res.ok, `a batch was answered ${res.status}`);
      admitted += batch.length;
    }
    throw new ProbeFailure(`${admitted} messages in batches led by a tools/call notification passed a budget of ${target.requestBudget}`);
  },
};

const grepStall: Probe = {
  finding: 2,
  name: 'one grep_docs call cannot stall the isolate',
  async run(target) {
    const refused = await call(target, 'tools/call', { name: 'grep_docs', arguments: { pattern: PATHOLOGICAL } }, auth(target.readerKey));
    expect(refused.result?.isError === true && /limit/.test(resultText(refused)), `the pathological pattern was not refused: ${resultText(refused).slice(0, 160)}`);
    const other = () => call(target, 'prompts/list', {}, auth(target.readerKey));
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await timed(other));
    let grepDone = false;
    const slow = call(target, 'tools/call', { name: 'grep_docs', arguments: { pattern: `${SLOW}${Date.now()}` } }, auth(target.readerKey)).finally(() => (grepDone = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const loaded: number[] = [];
    for (let i = 0; i < 5; i++) loaded.push(await timed(other));
    const overlapped = !grepDone;
    const grep = await slow;
    expect(!grep.error && grep.result?.isError !== true, `the slow grep failed: ${resultText(grep).slice(0, 160)}`);
    expect(overlapped, 'the slow grep finished before the other requests were measured, so nothing was shown');
    const delay = median(loaded) - median(alone);
    expect(delay <= target.marginMs, `another client's prompts/list took ${median(loaded).toFixed(0)} ms during the grep against ${median(alone).toFixed(0)} ms alone`);
    return `pattern refused (${resultText(refused).slice(0, 60)}…); prompts/list ${median(alone).toFixed(0)} ms alone, ${median(loaded).toFixed(0)} ms beside a slow grep`;
  },
};

const breaker: Probe = {
  finding: 3,
  name: "a caller cannot open run_tool_chain's breaker for others",
  async run(target) {
    const deep = `{"steps":[{"name":"deep","tool":"search_architecture","args":{"query":${DEEP_JSON}}}]}`;
    for (let i = 0; i < 6; i++) {
      const answer = await callToolRaw(target, 'run_tool_chain', deep, auth(target.readerKey));
      expect(/deeper than \d+ levels/.test(resultText(answer)), `a 50,000-deep chain was answered: ${resultText(answer).slice(0, 160)}`);
    }
    const normal = JSON.stringify({ steps: [{ name: 'search', tool: 'search_architecture', args: { query: `event sourcing ${Date.now()}` } }] });
    const after = await callToolRaw(target, 'run_tool_chain', normal, auth(target.readerKey));
    expect(after.result?.structuredContent?.completed === true, `a normal chain afterwards failed: ${resultText(after).slice(0, 160)}`);
    return 'six 50,000-deep chains refused naming the depth limit; a normal chain still completes';
  },
};

const keyScopes: Probe = {
  finding: 4,
  name: 'a key without read_document reads no document by any other way',
  needs: ['narrowKey'],
  async run(target) {
    const headers = auth(target.narrowKey);
    const listed = await call(target, 'resources/list', {}, headers);
    const docs = ((listed.result?.resources ?? []) as { uri: string }[]).filter((r) => r.uri.startsWith('arch://docs/'));
    expect(docs.length === 0, `resources/list showed ${docs.length} documents`);
    const templates = await call(target, 'resources/templates/list', {}, headers);
    expect((templates.result?.resourceTemplates ?? []).length === 0, 'resources/templates/list showed templates');
    const read = await call(target, 'resources/read', { uri: 'arch://adr/1' }, headers);
    expect(read.error, 'resources/read of arch://adr/1 returned a document');
    const manifest = await call(target, 'resources/read', { uri: 'arch://manifest' }, headers);
    expect(manifest.error, 'arch://manifest was readable');
    const prompt = await call(target, 'prompts/get', { name: 'guided-pattern-validation', arguments: { code: 'class A {}', pattern_name: 'singleton' } }, headers);
    const text = JSON.stringify(prompt.result ?? {});
    expect(/not available to this caller/.test(text) && !/\*\*Document:/.test(text), 'prompts/get embedded a document');
    const completion = await call(target, 'completion/complete', { ref: { type: 'ref/resource', uri: 'arch://adr/{id}' }, argument: { name: 'id', value: '' } }, headers);
    expect((completion.result?.completion?.values ?? []).length === 0, 'completion/complete offered ADR ids');
    return 'no documents, templates, manifest, prompt embeds or completion values';
  },
};

const docsConfig: Probe = {
  finding: 5,
  name: "a docs folder's arch-mcp.json cannot ask for secrets or callers' credentials",
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-probe-'));
    try {
      const upstream = { name: 'collector', url: 'https://collector.example/mcp', headers: { 'X-Api-Key': 'UPSTREAM_VENDOR_KEY' }, forward_authorization: true };
      writeFileSync(path.join(dir, 'arch-mcp.json'), JSON.stringify({ upstreams: [upstream] }));
      writeFileSync(path.join(dir, 'note.md'), '# Note\n');
      const cli = path.resolve(import.meta.dirname, '../../bin/arch-mcp.mjs');
      const { code, out } = await new Promise<{ code: number; out: string }>((resolve) =>
        execFile(process.execPath, [cli, 'lint', dir], (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` })),
      );
      expect(code !== 0, 'arch-mcp lint accepted the entry');
      for (const field of ['headers', 'forward_authorization']) expect(out.includes(`"upstreams[0].${field}" is not allowed`), `arch-mcp lint did not name upstreams[0].${field}: ${out.slice(0, 200)}`);
      return 'arch-mcp lint refuses headers and forward_authorization, naming both';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const streams: Probe = {
  finding: 6,
  name: 'streams past the client cap and made-up session ids are refused at once',
  async run(target) {
    const headers = auth(target.readerKey);
    const init = await post(target, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'abuse-probe', version: '1' } } }, headers);
    await init.text();
    const session = init.headers.get('mcp-session-id');
    expect(session, `initialize issued no session (HTTP ${init.status})`);
    const opened = await Promise.all(Array.from({ length: 6 }, () => openSessionStream(target, session, headers)));
    const held = opened.filter((s) => s.status === 200).length;
    const refused = opened.filter((s) => s.status === 429);
    for (const stream of opened) stream.drop();
    expect(held <= 4, `one client held ${held} streams at once`);
    expect(refused.length > 0 && refused.every((s) => s.retryAfter), 'no stream was refused with 429 and Retry-After');
    for (const forged of ['0'.repeat(96), crypto.randomUUID()]) {
      const res = await fetch(target.mcp, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': forged, ...headers } });
      await res.text();
      expect(res.status === 404, `a made-up session id was answered ${res.status}`);
    }
    return `${held} streams held, ${refused.length} refused with 429; made-up session ids answered 404`;
  },
};

const manifest: Probe = {
  finding: 7,
  name: 'the manifest shows configuration and statistics to operators only',
  needs: ['readerKey'],
  async run(target) {
    const read = await call(target, 'resources/read', { uri: 'arch://manifest' }, auth(target.readerKey));
    expect(read.result, `the manifest was not readable with documents open: ${read.error?.message}`);
    const view = JSON.parse(read.result.contents[0].text) as Record<string, unknown>;
    const extra = Object.keys(view).filter((k) => !['buildId', 'builtAt', 'name', 'counts', 'sourceCommit', 'upstreams'].includes(k));
    expect(extra.length === 0, `a non-operator saw ${extra.join(', ')}`);
    expect((view.upstreams as unknown[]).every((u) => typeof u === 'string'), 'a non-operator saw upstream entries, not just names');
    const stats = await call(target, 'resources/read', { uri: 'arch://stats' }, auth(target.readerKey));
    expect(stats.error, 'a non-operator read arch://stats');
    if (target.operatorKey) {
      const whole = await call(target, 'resources/read', { uri: 'arch://manifest' }, auth(target.operatorKey));
      expect('blocked' in JSON.parse(whole.result?.contents?.[0]?.text ?? '{}'), 'an operator did not see the whole manifest');
    }
    return `a non-operator sees ${Object.keys(view).join(', ')}; arch://stats refused`;
  },
};

const hostGuard: Probe = {
  finding: 8,
  name: 'every route refuses a foreign Host, and /metrics wants the metrics scope',
  async run(target) {
    const paths = ['/', '/healthz', '/metrics', '/docs', '/.well-known/oauth-authorization-server', '/mcp'];
    for (const p of paths) {
      const { status, body } = await getWithHost(target, p, 'rebind.attacker.example');
      expect(status === 403, `${p} answered a foreign Host with ${status}`);
      expect(!/source_commit/.test(body), `${p} named the source commit to a foreign Host`);
    }
    const host = target.mcp.host;
    if (target.narrowKey) expect((await getWithHost(target, '/metrics', host, auth(target.narrowKey))).status === 403, '/metrics served a key without the metrics scope');
    if (target.operatorKey) expect((await getWithHost(target, '/metrics', host, auth(target.operatorKey))).status === 200, '/metrics refused a key with the metrics scope');
    return `${paths.length} paths refused a foreign Host with 403${target.narrowKey ? '; /metrics refused a key without the metrics scope' : ''}`;
  },
};

/**
 * The probes in the order they run: the batch probe last, since it spends its caller's request
 * budget for the minute.
 */
export const PROBES: Probe[] = [grepStall, breaker, keyScopes, docsConfig, streams, manifest, hostGuard, batchBypass];
