// Finding 7: `arch://manifest` leaked configuration: upstream URLs, the secret names of their
// headers, `forward_authorization` flags and blocked globs, to any caller. The manifest and the
// statistics are for operators (a key with the `metrics` scope, or anyone on a local server in
// public mode); everyone else whose scopes open the documents sees the build's id, time, counts,
// name, commit and the names of the mounted servers, and no statistics.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocsConfig } from '../../../src/docs';
import { publishFixture, resourceDocsConfig } from '../helpers/fixtures';
import { upstreamUrls } from '../upstreams/helpers';
import { postModernTo, rpcBody, storeKey } from './deployment';

type Rpc = { result?: any; error?: { code: number; message: string } };

const BLOCKED_GLOB = 'internal/hr/**';
const TOOL_GLOB = 'lookup_*';

async function read(vars: Partial<Env>, key: string, uri: string): Promise<Rpc> {
  return rpcBody<Rpc>(await postModernTo(vars, 'resources/read', { uri }, { authorization: `Bearer ${key}` }));
}

describe('security: the manifest and statistics are for operators', () => {
  beforeAll(async () => {
    // The config as a build from before the docs folder was refused secrets could carry it.
    const upstream = { name: 'catalog', url: upstreamUrls().legacy, headers: { 'X-Api-Key': 'UPSTREAM_CATALOG_KEY' }, forward_authorization: true, tools: { allow: [TOOL_GLOB] } };
    await publishFixture(undefined, { ...resourceDocsConfig(), blocked: [BLOCKED_GLOB], upstreams: [upstream] } as unknown as DocsConfig);
  });

  const vars = { AUTH_MODE: 'api-key' } as Partial<Env>;

  it('should strip upstream URLs, header names, flags and globs from what a non-operator sees', async () => {
    const reader = await storeKey('*');
    const manifest = await read(vars, reader, 'arch://manifest');
    const text = manifest.result.contents[0].text as string;
    for (const leaked of [upstreamUrls().legacy, 'X-Api-Key', 'UPSTREAM_CATALOG_KEY', 'forward_authorization', BLOCKED_GLOB, TOOL_GLOB]) expect(text).not.toContain(leaked);
    expect(JSON.parse(text)).toMatchObject({ buildId: expect.any(String), counts: { docs: expect.any(Number) }, upstreams: ['catalog'] });
    const stats = await read(vars, reader, 'arch://stats');
    expect(stats.error?.code).toBe(-32602);
    const listed = await rpcBody<Rpc>(await postModernTo(vars, 'resources/list', {}, { authorization: `Bearer ${reader}` }));
    expect(listed.result.resources.map((r: { uri: string }) => r.uri)).not.toContain('arch://stats');
  });

  it('should show an operator the whole configuration and the statistics', async () => {
    const operator = await storeKey('*', ['metrics']);
    const text = (await read(vars, operator, 'arch://manifest')).result.contents[0].text as string;
    expect(text).toContain(upstreamUrls().legacy);
    expect(text).toContain(BLOCKED_GLOB);
    const stats = await read(vars, operator, 'arch://stats');
    expect(JSON.parse(stats.result.contents[0].text)).toHaveProperty('tools');
  });
});
