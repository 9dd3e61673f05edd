// Finding 4: API-key tool scopes did not bound documents. A key created with
// `--tools check_adr_alignment` could still list and read every document as a resource, get a
// prompt that embeds a whole pattern doc, complete ADR ids and read the manifest and the stats.
// OAuth tokens without `docs:read` were refused the same methods. Now one rule decides for keys,
// ENABLED_TOOLS and tokens alike: documents are open to a caller exactly when it may call
// read_document.
import { beforeAll, describe, expect, it } from 'vitest';
import { publishFixture, resourceFiles } from '../helpers/fixtures';
import { deploymentFetch, postTo, request, rpcBody, storeKey } from './deployment';

type Rpc = { result?: any; error?: { code: number; message: string } };

/** A sentence from the body of the bundled singleton pattern doc (its front matter excluded). */
function singletonSentence(): string {
  const file = resourceFiles().find((f) => f.path === 'patterns/singleton.md')!;
  const body = new TextDecoder().decode(file.bytes).split('\n---\n').slice(1).join('\n');
  return body.split('\n').find((line) => line.length > 60 && !line.startsWith('#'))!.trim();
}

async function ask(vars: Partial<Env>, headers: Record<string, string>, method: string, params?: Record<string, unknown>): Promise<Rpc> {
  return rpcBody<Rpc>(await postTo(vars, request(1, method, params), headers));
}

/** Everything a caller can learn of the documents outside read_document. */
async function documentSurfaces(vars: Partial<Env>, headers: Record<string, string>) {
  const listed = await ask(vars, headers, 'resources/list');
  const templates = await ask(vars, headers, 'resources/templates/list');
  const doc = await ask(vars, headers, 'resources/read', { uri: 'arch://docs/patterns/singleton' });
  const byTemplate = await ask(vars, headers, 'resources/read', { uri: 'arch://adr/1' });
  const manifest = await ask(vars, headers, 'resources/read', { uri: 'arch://manifest' });
  const stats = await ask(vars, headers, 'resources/read', { uri: 'arch://stats' });
  const prompt = await ask(vars, headers, 'prompts/get', { name: 'guided-pattern-validation', arguments: { code: 'class A {}', pattern_name: 'singleton' } });
  const completion = await ask(vars, headers, 'completion/complete', { ref: { type: 'ref/resource', uri: 'arch://adr/{id}' }, argument: { name: 'id', value: '' } });
  return { listed, templates, doc, byTemplate, manifest, stats, prompt, completion };
}

describe('security: documents follow the caller scope', () => {
  let sentence: string;
  beforeAll(async () => {
    await publishFixture();
    sentence = singletonSentence();
  });

  const closedCases: [string, () => Promise<{ vars: Partial<Env>; headers: Record<string, string> }>][] = [
    ['an API key scoped to check_adr_alignment', async () => ({ vars: { AUTH_MODE: 'api-key' }, headers: { authorization: `Bearer ${await storeKey('check_adr_alignment')}` } })],
    // Anonymous, on a deployment that is not a local one (where anonymous callers are operators).
    ['ENABLED_TOOLS without read_document', async () => ({ vars: { ENABLED_TOOLS: 'check_adr_alignment,search_architecture', ARCH_MCP_LOCAL: '0', ALLOWED_HOSTS: '127.0.0.1' }, headers: {} })],
  ];

  it.each(closedCases)('should give %s no document through resources, templates, prompts, completion or the manifest', async (_label, setup) => {
    const { vars, headers } = await setup();
    const s = await documentSurfaces(vars, headers);
    expect(s.listed.result.resources).toEqual([]);
    expect(s.templates.result.resourceTemplates).toEqual([]);
    expect(s.doc.error?.code).toBe(-32602);
    expect(s.byTemplate.error?.code).toBe(-32602);
    expect(s.manifest.error?.code).toBe(-32602);
    expect(s.stats.error?.code).toBe(-32602);
    const promptText = JSON.stringify(s.prompt.result);
    expect(promptText).not.toContain(sentence);
    expect(promptText).toContain('not available');
    expect(s.completion.result.completion).toEqual({ values: [], total: 0, hasMore: false });
  });

  it('should close the docs site of a deployment whose ENABLED_TOOLS leaves out read_document', async () => {
    const closed = await deploymentFetch({ ENABLED_TOOLS: 'check_adr_alignment' })('http://127.0.0.1/docs/doc/patterns/singleton');
    expect(closed.status).toBe(404);
    expect(await closed.text()).not.toContain(sentence);
    const open = await deploymentFetch({})('http://127.0.0.1/docs/doc/patterns/singleton');
    expect(open.status).toBe(200);
  });

  it('should give a key that may call read_document the documents as before', async () => {
    const headers = { authorization: `Bearer ${await storeKey('read_document')}` };
    const s = await documentSurfaces({ AUTH_MODE: 'api-key' }, headers);
    expect(s.listed.result.resources.some((r: { uri: string }) => r.uri === 'arch://docs/patterns/singleton')).toBe(true);
    expect(s.templates.result.resourceTemplates.length).toBeGreaterThan(0);
    expect(s.doc.result.contents[0].text).toContain(sentence);
    expect(s.byTemplate.result.contents.length).toBeGreaterThan(0);
    expect(JSON.stringify(s.prompt.result)).toContain(sentence);
    expect(s.completion.result.completion.values).toContain('1');
    // The manifest is open with the documents; the statistics are for operators only.
    expect(s.manifest.result.contents[0].uri).toBe('arch://manifest');
    expect(s.stats.error?.code).toBe(-32602);
  });
});
