// Every template URI completion offers for the bundled docs reads through read_document and
// through resources/read, and both mean the same document by it.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, publishFixture } from '../helpers/fixtures';

let client: Client;

async function offered(uri: string, argument: string): Promise<string[]> {
  const { completion } = await client.complete({ ref: { type: 'ref/resource', uri }, argument: { name: argument, value: '' } });
  expect(completion.hasMore).toBeFalsy();
  return completion.values;
}

async function readByUri(uri: string) {
  const res = await client.callTool({ name: 'read_document', arguments: { uri } });
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data: res.structuredContent as { path: string; kind: string; adr_id?: string } };
}

describe('template URIs in read_document', () => {
  beforeAll(async () => {
    await publishFixture();
    ({ client } = await connectClient());
  });

  it('should read every ADR id completion offers as arch://adr/{id}, the same document resources/read returns', async () => {
    const ids = await offered('arch://adr/{id}', 'id');
    expect(ids.length).toBe(20);
    for (const id of ids) {
      const res = await readByUri(`arch://adr/${id}`);
      expect(res.isError, `arch://adr/${id}: ${res.text}`).toBe(false);
      expect(res.data.kind).toBe('adr');
      expect(res.data.adr_id).toBe(id);
      const resource = await client.readResource({ uri: `arch://adr/${id}` });
      expect(resource.contents.map((c) => c._meta?.path)).toEqual([res.data.path]);
    }
  });

  it('should read every pattern name completion offers as arch://pattern/{name}, the same document resources/read returns', async () => {
    const names = await offered('arch://pattern/{name}', 'name');
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const res = await readByUri(`arch://pattern/${encodeURIComponent(name)}`);
      expect(res.isError, `arch://pattern/${name}: ${res.text}`).toBe(false);
      expect(res.data.kind).toBe('pattern');
      const resource = await client.readResource({ uri: `arch://pattern/${encodeURIComponent(name)}` });
      expect(resource.contents.map((c) => c._meta?.path)).toEqual([res.data.path]);
    }
    expect((await readByUri('arch://pattern/circuit-breaker')).data.path).toBe('patterns/circuit-breaker.md');
  });
});
