// Prompt rendering against a stand-in host: references, size caps, status notes, branches, and
// the chain's reference resolution.
import { describe, expect, it } from 'vitest';
import type { EmbeddedDoc } from '../../../src/prompts/embed-doc';
import { parsePromptFile } from '../../../src/prompts/prompt-file';
import { renderPrompt } from '../../../src/prompts/render';
import type { PromptHost } from '../../../src/prompts/render';
import { resolveReferences } from '../../../src/tools/run-tool-chain';

function prompt(body: string, args = '  - name: topic\n    description: Topic.\n    required: false') {
  return parsePromptFile('prompts/t.md', `---\nname: t\ntitle: T\ndescription: D\narguments:\n${args}\n---\n## user\n${body}\n`);
}

function host(overrides: Partial<PromptHost> = {}): PromptHost & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    documentsOpen: true,
    tool: (name) =>
      name === 'known_tool' || name === 'hidden_tool'
        ? { allowed: name === 'known_tool', listing: { name, title: 'Known', description: 'Does known things.', inputSchema: { properties: { q: { type: 'string', description: 'Query.' } }, required: ['q'] } } }
        : undefined,
    resource: async (uri) => {
      asked.push(uri);
      return [];
    },
    nextAdr: () => ({ number: '0042', folder: 'docs/adr' }),
    relatedAdrs: async () => [],
    knownServices: () => [],
    ...overrides,
  };
}

const doc = (over: Partial<EmbeddedDoc> = {}): EmbeddedDoc => ({
  uri: 'arch://docs/adr/0002-x',
  path: 'adr/0002-x.md',
  title: 'X',
  kind: 'adr',
  status: 'superseded',
  supersededBy: ['adr/0009-y.md'],
  text: '---\nstatus: old\n---\n# X\n\nBody.\n',
  ...over,
});

async function render(body: string, args: Record<string, string> = {}, h: PromptHost = host()) {
  const [message] = await renderPrompt(prompt(body), args, h);
  return message!.text;
}

describe('renderPrompt', () => {
  it('should expand an allowed tool with its parameters and a disallowed one to a note', async () => {
    const text = await render('{{tool:known_tool}}\n\n{{tool:hidden_tool}}');
    expect(text).toContain('### Tool `known_tool` - Known\n\nDoes known things.');
    expect(text).toContain('- `q` (string, required): Query.');
    expect(text).toContain('`hidden_tool` is not enabled');
    expect(text).not.toContain('### Tool `hidden_tool`');
  });

  it('should fail with file:line for a tool the registry does not have', async () => {
    // Front matter takes lines 1-9, the heading line 10, so the reference sits on line 12.
    await expect(render('line one\n{{tool:ghost_tool}}')).rejects.toThrow(/^prompts\/t\.md:12: .*no tool named ghost_tool/);
  });

  it('should pass argument values into resource URIs encoded', async () => {
    const h = host();
    await render('{{resource:arch://pattern/{topic}}}', { topic: 'circuit breaker/x' }, h);
    expect(h.asked).toEqual(['arch://pattern/circuit%20breaker%2Fx']);
  });

  it('should embed a document without its front matter, with its status and successor', async () => {
    const text = await render('{{resource:arch://adr/2}}', {}, host({ resource: async () => [doc()] }));
    expect(text).toContain('status: superseded');
    expect(text).toContain('Superseded by `adr/0009-y.md`');
    expect(text).toContain('# X\n\nBody.');
    expect(text).not.toContain('status: old');
  });

  it('should neither fetch nor embed a document, nor list related ADRs, for a caller without read_document', async () => {
    const h = host({ documentsOpen: false, resource: async (uri) => (h.asked.push(uri), [doc()]), relatedAdrs: async () => [{ path: 'adr/0002-x.md', title: 'X', adrId: '2', status: 'accepted', supersededBy: [] }] });
    const text = await render('{{resource:arch://adr/2}}\n{{related_adrs:topic}}', { topic: 'queues' }, h);
    expect(h.asked).toEqual([]);
    expect(text).not.toContain('Body.');
    expect(text).not.toContain('adr/0002-x.md');
    expect(text).toContain('not available to this caller');
  });

  it('should cap a long document and say how to read the rest', async () => {
    const long = Array.from({ length: 2000 }, (_, i) => `line ${i} of a long decision record`).join('\n');
    const text = await render('{{resource:arch://adr/2}}', {}, host({ resource: async () => [doc({ text: long, supersededBy: [] })] }));
    expect(text.length).toBeLessThan(9_000);
    expect(text).toMatch(/Shortened to \d+ of \d+ characters; read the rest with read_document \(uri "arch:\/\/docs\/adr\/0002-x"\)/);
  });

  it.each([
    [{ topic: 'queues' }, 'A queues B'],
    [{}, 'A none B'],
  ])('should choose the {{#if}} branch by whether the argument is given (%o)', async (args, expected) => {
    expect(await render('A {{#if topic}}{{topic}}{{else}}none{{/if}} B', args)).toBe(expected);
  });

  it('should link related ADRs relative to the ADR folder, numbering each once', async () => {
    const text = await render('{{related_adrs:topic}}', { topic: 'events' }, host({
      relatedAdrs: async () => [
        { path: 'docs/adr/0016-kafka.md', title: '16. Adopt Kafka', adrId: '16', status: 'accepted', supersededBy: [] },
        { path: 'docs/adr/0009-sns.md', title: 'ADR-0009: Use SNS', adrId: '9', status: 'superseded', supersededBy: ['docs/adr/0016-kafka.md'] },
        { path: 'other/0001-x.md', title: 'X', adrId: '1', status: 'accepted', supersededBy: [] },
      ],
    }));
    expect(text.split('\n')).toEqual([
      '- [ADR-0016: Adopt Kafka](0016-kafka.md) - accepted',
      '- [ADR-0009: Use SNS](0009-sns.md) - superseded by 0016-kafka.md',
      '- [ADR-0001: X](../../other/0001-x.md) - accepted',
    ]);
  });

  it('should fill the next ADR number and folder', async () => {
    expect(await render('{{next_adr_number}} in {{adr_folder}}')).toBe('0042 in docs/adr');
  });
});

describe('resolveReferences', () => {
  const results = new Map<string, Record<string, unknown>>([['search', { results: [{ uri: 'arch://a', score: 1 }], total: 3 }]]);

  it.each([
    ['a dotted path', '${steps.search.results.0.uri}', 'arch://a'],
    ['a bracketed index', '${steps.search.results[0].uri}', 'arch://a'],
    ['a whole value keeping its type', '${steps.search.total}', 3],
    ['an object inside text, as JSON', 'top: ${steps.search.results.0}', 'top: {"uri":"arch://a","score":1}'],
  ])('should resolve %s', (_label, input, expected) => {
    expect(resolveReferences({ value: input }, results)).toEqual({ value: expected });
  });

  it('should name the step when it is not an earlier successful one', () => {
    expect(() => resolveReferences('${steps.read.title}', results)).toThrow(/refers to no earlier successful step \(available: search\)/);
  });
});
