// completion/complete through /mcp while serving corpus pattern catalogues and the corpus config:
// prompt arguments complete from the source their prompt file declares, templates from the docs.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/docs';
import { connectClient, filesFrom, publishFixture } from '../helpers/fixtures';
import corpusConfig from '../../../../shared/corpus/arch-mcp.json?raw';

const patternDocs = import.meta.glob(['../../../../shared/corpus/java-design-patterns/*/README.md', '../../../../shared/corpus/go-patterns/**/*.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const adrDocs = import.meta.glob('../../../../shared/corpus/madr/docs/decisions/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

let client: Client;

async function complete(ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string }, name: string, value: string) {
  const { completion } = await client.complete({ ref, argument: { name, value } });
  return completion;
}

describe('completion', () => {
  beforeAll(async () => {
    const texts = Object.fromEntries(Object.entries({ ...patternDocs, ...adrDocs }).map(([key, text]) => [key.replace('../../../../shared/corpus/', ''), text]));
    await publishFixture(filesFrom(texts), parseConfig(corpusConfig));
    ({ client } = await connectClient());
  }, 60_000);

  it('should complete pattern_name "sing" with singleton', async () => {
    const { values } = await complete({ type: 'ref/prompt', name: 'guided-pattern-validation' }, 'pattern_name', 'sing');
    expect(values).toContain('singleton');
    expect(values.every((v) => v.split(/[-_\s]/).some((w) => w.startsWith('sing')))).toBe(true);
  });

  it('should rank names that start with the typed text before names that only contain a word starting with it', async () => {
    const { values } = await complete({ type: 'ref/prompt', name: 'guided-pattern-validation' }, 'pattern_name', 'fact');
    const firstInner = values.findIndex((v) => !v.startsWith('fact'));
    const lastPrefix = values.map((v) => v.startsWith('fact')).lastIndexOf(true);
    expect(values).toContain('factory');
    expect(firstInner === -1 || firstInner > lastPrefix).toBe(true);
  });

  it('should return at most 100 values and say when there are more', async () => {
    const completion = await complete({ type: 'ref/prompt', name: 'architecture-review' }, 'pattern_name', '');
    expect(completion.values).toHaveLength(100);
    expect(completion.hasMore).toBe(true);
    expect(completion.total).toBeGreaterThan(150);
  });

  it('should complete ADR ids for the arch://adr/{id} template', async () => {
    const { values } = await complete({ type: 'ref/resource', uri: 'arch://adr/{id}' }, 'id', '1');
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v.startsWith('1'))).toBe(true);
    expect(values[0]).toBe('1');
  });

  it.each(['ADR-001', '001', 'adr 1'])('should read %s as the ADR id people mean', async (typed) => {
    const { values } = await complete({ type: 'ref/resource', uri: 'arch://adr/{id}' }, 'id', typed);
    expect(values[0]).toBe('1');
  });

  it('should complete pattern names for the arch://pattern/{name} template', async () => {
    const { values } = await complete({ type: 'ref/resource', uri: 'arch://pattern/{name}' }, 'name', 'circ');
    expect(values).toContain('circuit-breaker');
  });

  it('should offer nothing for an argument without a completion source', async () => {
    const { values } = await complete({ type: 'ref/prompt', name: 'guided-pattern-validation' }, 'code', 'sing');
    expect(values).toEqual([]);
  });
});
