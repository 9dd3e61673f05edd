// Workflow handles as tool arguments: every tool declares `workflow_id`, the server mints it for
// "new" and returns it where a model reads it, later calls continue the workflow with it, and a
// malformed one is refused by name. A client's next call sees its last step even before the
// step's batch reaches the WorkflowContext object.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { workflowStub } from '../../../src/durable/workflow-context';
import { flushWorkflowSteps } from '../../../src/mcp/workflow-recorder';
import { connectModernClient, postModern, publishFixture } from '../helpers/fixtures';

type CallResult = { content: { type: string; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean; _meta?: Record<string, unknown> };

async function call(name: string, args: Record<string, unknown>): Promise<CallResult> {
  const res = await postModern('tools/call', { name, arguments: args });
  return ((await res.json()) as { result: CallResult }).result;
}

describe('workflow handles', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should declare an optional workflow_id argument and result field on every tool', async () => {
    const client = await connectModernClient();
    const { tools } = await client.listTools();
    for (const tool of tools) {
      expect((tool.inputSchema.properties as Record<string, unknown>).workflow_id, tool.name).toMatchObject({ type: 'string' });
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('workflow_id');
      expect((tool.outputSchema?.properties as Record<string, unknown>).workflow_id, tool.name).toMatchObject({ type: 'string' });
    }
  });

  it('should mint a handle for "new", return it in the result, and continue the workflow with it', async () => {
    const first = await call('read_document', { path: 'patterns/repository.md', max_chars: 300, workflow_id: 'new' });
    const handle = first.structuredContent?.workflow_id as string;
    expect(handle).toMatch(/^wf_[0-9a-f]{32}$/);
    // The model reads the text: the handle is in it too, and the legacy _meta copy still comes along.
    expect(JSON.parse(first.content[0]!.text)).toMatchObject({ workflow_id: handle, path: 'patterns/repository.md' });
    expect(first._meta?.workflow_id).toBe(handle);

    const second = await call('read_document', { path: 'patterns/adapter.md', max_chars: 300, workflow_id: handle });
    expect(second.structuredContent?.workflow_id).toBe(handle);
    expect(second._meta?.workflow_id).toBeUndefined();

    // Read straight after the calls: the steps may still be in this isolate's batch.
    const shown = await call('workflow_context', { workflow_id: handle });
    expect(shown.structuredContent).toMatchObject({ workflow_id: handle });
    const steps = (shown.structuredContent as { steps: { name: string; args: Record<string, unknown>; seq: number }[] }).steps;
    expect(steps.map((s) => s.args.path)).toEqual(['patterns/adapter.md', 'patterns/repository.md']);
    // Handles are the pipeline's: tools and the trail never see them as arguments.
    expect(steps.every((s) => !('workflow_id' in s.args))).toBe(true);
    expect(steps[0]!.seq).toBeGreaterThan(steps[1]!.seq);
  });

  it('should store the steps in the workflow object, numbered in order', async () => {
    const first = await call('search_architecture', { query: 'kafka', max_results: 2, workflow_id: 'new' });
    const handle = first.structuredContent?.workflow_id as string;
    await call('grep_docs', { pattern: 'Kafka', limit: 2, workflow_id: handle });
    await flushWorkflowSteps(env);
    const stored = (await workflowStub(env, { type: 'workflow', id: handle }).recent()) as { seq: number; name: string }[];
    expect(stored.map((s) => [s.seq, s.name])).toEqual([
      [2, 'grep_docs'],
      [1, 'search_architecture'],
    ]);
  });

  it('should number every step, even those a busy workflow never sends past the newest 50', async () => {
    const first = await call('read_document', { path: 'patterns/adapter.md', max_chars: 300, workflow_id: 'new' });
    const handle = first.structuredContent?.workflow_id as string;
    for (let i = 2; i <= 60; i++) await call('read_document', { path: 'patterns/adapter.md', max_chars: 300 + i, workflow_id: handle });
    const newest = async () => ((await call('workflow_context', { workflow_id: handle, limit: 1 })).structuredContent as { steps: { seq: number; args: { max_chars: number } }[] }).steps[0];
    expect(await newest()).toMatchObject({ seq: 60, args: { max_chars: 360 } });
    await flushWorkflowSteps(env);
    expect(await newest()).toMatchObject({ seq: 60, args: { max_chars: 360 } });
    const stored = (await workflowStub(env, { type: 'workflow', id: handle }).recent()) as { seq: number }[];
    expect(stored).toHaveLength(50);
    expect(stored.map((s) => s.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i));
  });

  it.each([['wf_guess'], ['WF_0123'], [42]])('should refuse the malformed handle %s, naming the argument', async (handle) => {
    const result = await call('read_document', { path: 'patterns/adapter.md', workflow_id: handle });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/workflow_id must be "new".*wf_ and 32 hex digits/);
    expect(result._meta).toMatchObject({ error_code: 'invalid_arguments' });
  });

  it('should give a failed first call its new handle in the error text', async () => {
    const result = await call('read_document', { path: 'adr/9999-missing.md', workflow_id: 'new' });
    expect(result.isError).toBe(true);
    const handle = result._meta?.workflow_id as string;
    expect(handle).toMatch(/^wf_[0-9a-f]{32}$/);
    expect(result.content.map((c) => c.text).join('\n')).toContain(`workflow_id: ${handle}`);
  });

  it('should not record a call that names no workflow', async () => {
    const result = await call('read_document', { path: 'patterns/adapter.md', max_chars: 300 });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).not.toHaveProperty('workflow_id');
    expect(result._meta?.workflow_id).toBeUndefined();
  });
});
