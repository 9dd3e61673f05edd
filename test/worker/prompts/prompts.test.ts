// prompts/list and prompts/get through /mcp: the bundled prompts, expanded against the live tool
// registry, the allow-list and the published docs.
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { MCP_URL, connectClient, publishFixture } from '../helpers/fixtures';

let client: Client;
let tools: Tool[];

const SINGLETON = `export class Clock {
  private static instance: Clock | undefined;
  private constructor() {}
  static getInstance(): Clock {
    return (Clock.instance ??= new Clock());
  }
}`;

async function promptText(name: string, args: Record<string, string>): Promise<string> {
  const result = await client.getPrompt({ name, arguments: args });
  return result.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
}

/** prompts/get on a server whose ENABLED_TOOLS is `enabled`, as a raw JSON-RPC call. */
async function getPromptWithTools(enabled: string, name: string, args: Record<string, string>) {
  const res = await createApp().request(
    MCP_URL,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'prompts/get', params: { name, arguments: args } }),
    },
    { ...env, ENABLED_TOOLS: enabled },
    createExecutionContext(),
  );
  const body = (await res.json()) as { result: { messages: { content: { text: string } }[] } };
  return body.result.messages.map((m) => m.content.text).join('\n');
}

describe('prompts', () => {
  beforeAll(async () => {
    await publishFixture();
    ({ client } = await connectClient());
    tools = (await client.listTools()).tools;
  });

  it('should list the bundled prompts with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    const byName = new Map(prompts.map((p) => [p.name, p]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['guided-pattern-validation', 'adr-alignment-review', 'architecture-review', 'draft-adr']));
    expect(byName.get('guided-pattern-validation')!.arguments).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'code', required: true }), expect.objectContaining({ name: 'pattern_name', required: true })]),
    );
    expect(byName.get('draft-adr')!.arguments!.map((a) => a.name)).toEqual(['title', 'context']);
  });

  it('should embed validate_against_pattern as tools/list describes it, with no unexpanded references', async () => {
    const text = await promptText('guided-pattern-validation', { code: SINGLETON, pattern_name: 'singleton' });
    const tool = tools.find((t) => t.name === 'validate_against_pattern')!;
    expect(tool).toBeDefined();
    expect(text).toContain(tool.description!);
    expect(text).toMatch(/`pattern_name` \(string, required/);
    expect(text).toContain(SINGLETON);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('should embed the pattern document the argument names, with its path', async () => {
    const text = await promptText('guided-pattern-validation', { code: SINGLETON, pattern_name: 'singleton' });
    expect(text).toContain('`patterns/singleton.md`');
    // Front matter (the machine-readable rules) is left out; the prose is embedded.
    expect(text).not.toContain('private-constructor\n    description');
  });

  it('should say so when the pattern is not in the knowledge base', async () => {
    const text = await promptText('guided-pattern-validation', { code: SINGLETON, pattern_name: 'flyweight' });
    expect(text).toContain('no document at arch://pattern/flyweight');
  });

  it('should include an optional argument only when it is given', async () => {
    const without = await promptText('guided-pattern-validation', { code: SINGLETON, pattern_name: 'singleton' });
    const withLanguage = await promptText('guided-pattern-validation', { code: SINGLETON, pattern_name: 'singleton', language: 'typescript' });
    expect(without).not.toContain('It is written in');
    expect(withLanguage).toContain('It is written in typescript.');
  });

  it('should keep argument values verbatim, never expanding references inside them', async () => {
    const text = await promptText('adr-alignment-review', { decision_description: 'Use {{tool:grep_docs}} and {{next_adr_number}} literally' });
    expect(text).toContain('Use {{tool:grep_docs}} and {{next_adr_number}} literally');
    expect(text).not.toContain('### Tool `grep_docs`');
  });

  it('should replace a tool the allow-list disables with a note instead of its schema', async () => {
    const text = await getPromptWithTools('read_document', 'adr-alignment-review', { decision_description: 'Adopt GraphQL for the partner API' });
    expect(text).toContain('### Tool `read_document`');
    expect(text).toContain('`check_adr_alignment` is not enabled on this server');
    expect(text).not.toContain('### Tool `check_adr_alignment`');
  });

  it('should draft an ADR with the next number, the org template and links to related ADRs', async () => {
    const text = await promptText('draft-adr', {
      title: 'Use Kafka for the billing events',
      context: 'Billing needs to replay domain events; RabbitMQ and SNS/SQS were used before for messaging.',
    });
    expect(text).toContain('Number it **0021**');
    expect(text).toContain('goes in `adr`');
    // The template section of guidelines/writing-adrs.md, not the whole guideline.
    expect(text).toContain('section "Template"');
    expect(text).toContain('## Consequences');
    expect(text).not.toContain('## Review');
    expect(text).toContain('- [ADR-0016: Adopt Kafka on Amazon MSK for domain events](0016-adopt-kafka-on-amazon-msk-for-domain-events.md) - accepted');
    // A superseded ADR is linked with its successor, so the draft does not build on it.
    expect(text).toMatch(/\[ADR-0009: [^\]]+\]\(0009-[a-z-]+\.md\) - superseded by 0016-adopt-kafka-on-amazon-msk-for-domain-events\.md/);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it.each([
    ['a missing required argument', 'guided-pattern-validation', { code: SINGLETON }, /pattern_name/],
    ['an argument the prompt does not take', 'draft-adr', { title: 't', context: 'c', owner: 'me' }, /no argument "owner"/],
    ['an unknown prompt', 'no-such-prompt', {}, /Unknown prompt/],
  ])('should reject %s as invalid params', async (_label, name, args, message) => {
    await expect(client.getPrompt({ name, arguments: args as Record<string, string> })).rejects.toThrow(message);
    await expect(client.getPrompt({ name, arguments: args as Record<string, string> })).rejects.toMatchObject({ code: -32602 });
  });

  it('should render every bundled prompt without leftover references', async () => {
    const { prompts } = await client.listPrompts();
    for (const prompt of prompts) {
      const args = Object.fromEntries((prompt.arguments ?? []).map((a) => [a.name, a.name === 'pattern_name' ? 'repository' : `a ${a.name}`]));
      const text = await promptText(prompt.name, args);
      expect(text, prompt.name).not.toMatch(/\{\{|\}\}/);
      expect(text.length, prompt.name).toBeGreaterThan(500);
    }
  });
});
