// Workflow context through /mcp: the trail of tool calls, reuse by later tools, workflow ids for
// session-less clients, isolation between sessions, DELETE and the one-hour idle alarm.
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_IDLE_TTL_MS, workflowStub } from '../../../src/durable/workflow-context';
import { flushWorkflowSteps } from '../../../src/mcp/workflow-recorder';
import { registerTool } from '../../../src/tools/registry';
import { defineTool } from '../../../src/tools/types';
import type { WorkflowEntry } from '../../../src/tools/workflow-handle';
import { connectClient, postMcp, publishFixture } from '../helpers/fixtures';

type Steps = { workflow_id: string; steps: { seq: number; kind: string; name: string; args: Record<string, unknown>; ok?: boolean; result?: unknown }[] };

/** A tool that reads the latest read_document step of its own workflow, as an analysis tool would. */
const recallTool = defineTool({
  name: 'test_recall',
  title: 'recall',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({}),
  outputSchema: z.object({ previous_path: z.string().nullable() }),
  annotations: { readOnlyHint: true },
  cacheable: false,
  async handler(_input, ctx) {
    const [last] = (await ctx.workflow?.recent({ name: 'read_document', kind: 'tool', limit: 1 })) ?? [];
    return { previous_path: (last?.result as { path?: string } | undefined)?.path ?? null };
  },
});

async function trail(client: Awaited<ReturnType<typeof connectClient>>['client']): Promise<Steps> {
  const result = (await client.callTool({ name: 'workflow_context', arguments: {} })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  return result.structuredContent as Steps;
}

describe('workflow context', () => {
  beforeAll(async () => {
    await publishFixture();
    registerTool(recallTool);
  });

  it('should record tool calls in the session trail, newest first, and let later tools reuse them', async () => {
    const { client, transport } = await connectClient({ headers: { 'cf-connecting-ip': '198.51.100.1' } });
    await client.callTool({ name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 300 } });
    await client.callTool({ name: 'read_document', arguments: { path: 'patterns/nope.md' } });
    const recalled = (await client.callTool({ name: 'test_recall', arguments: {} })) as CallToolResult;
    expect(recalled.structuredContent).toEqual({ previous_path: null });

    const { workflow_id, steps } = await trail(client);
    expect(workflow_id).toBe(transport.sessionId);
    expect(steps.map((s) => s.name)).toEqual(['test_recall', 'read_document', 'read_document']);
    expect(steps[1]).toMatchObject({ kind: 'tool', ok: false, args: { path: 'patterns/nope.md' } });
    expect(steps[2]).toMatchObject({ kind: 'tool', ok: true, args: { path: 'patterns/adapter.md', max_chars: 300 }, result: { path: 'patterns/adapter.md' } });
    expect(steps[0]!.seq).toBeGreaterThan(steps[2]!.seq);
  });

  it('should hand the latest successful result of a tool to a later tool in the same workflow', async () => {
    const { client } = await connectClient({ headers: { 'cf-connecting-ip': '198.51.100.2' } });
    await client.callTool({ name: 'read_document', arguments: { path: 'patterns/strategy.md', max_chars: 300 } });
    const recalled = (await client.callTool({ name: 'test_recall', arguments: {} })) as CallToolResult;
    expect(recalled.structuredContent).toEqual({ previous_path: 'patterns/strategy.md' });
  });

  it('should never show one session the steps of another', async () => {
    const a = await connectClient({ headers: { 'cf-connecting-ip': '198.51.100.3' } });
    const b = await connectClient({ headers: { 'cf-connecting-ip': '198.51.100.3' } });
    await a.client.callTool({ name: 'read_document', arguments: { path: 'patterns/builder.md', max_chars: 300 } });
    // B even names A's session as a workflow id: a session always uses its own workflow.
    const result = (await b.client.callTool({ name: 'workflow_context', arguments: {}, _meta: { workflow_id: a.transport.sessionId } })) as CallToolResult;
    const steps = (result.structuredContent as Steps).steps;
    expect(steps).toEqual([]);
    expect((result.structuredContent as Steps).workflow_id).toBe(b.transport.sessionId);
  });

  it('should start a workflow for a session-less client that asks for one and continue it when the id comes back', async () => {
    const call = async (id: number, name: string, args: unknown, meta?: Record<string, unknown>) => {
      const res = await postMcp({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, ...(meta ? { _meta: meta } : {}) } }, { 'cf-connecting-ip': '198.51.100.4' });
      return ((await res.json()) as { result: CallToolResult & { _meta: Record<string, unknown> } }).result;
    };
    const first = await call(1, 'read_document', { path: 'patterns/repository.md', max_chars: 300 }, { workflow_id: 'new' });
    const workflowId = first._meta.workflow_id as string;
    expect(workflowId).toMatch(/^wf_[0-9a-f]{32}$/);
    await call(2, 'read_document', { path: 'patterns/adapter.md', max_chars: 300 }, { workflow_id: workflowId });
    const shown = await call(3, 'workflow_context', {}, { workflow_id: workflowId });
    expect(shown._meta.workflow_id).toBeUndefined();
    expect((shown.structuredContent as Steps).steps.map((s) => s.args.path)).toEqual(['patterns/adapter.md', 'patterns/repository.md']);

    // A made-up id is not a way in: the call runs without a workflow.
    const forged = await call(4, 'workflow_context', {}, { workflow_id: 'wf_guess' });
    expect(forged.isError).toBe(true);
    expect(forged.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('sending workflow_id "new"') });
    expect(forged._meta.workflow_id).toBeUndefined();
  });

  it('should record nothing and hand out no id for session-less calls that do not ask for a workflow', async () => {
    const res = await postMcp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'read_document', arguments: { path: 'patterns/repository.md', max_chars: 300 } } }, { 'cf-connecting-ip': '198.51.100.5' });
    const { result } = (await res.json()) as { result: CallToolResult & { _meta: Record<string, unknown> } };
    expect(result.isError).toBeUndefined();
    expect(result._meta.workflow_id).toBeUndefined();
  });

  it('should clear the trail when the session is deleted', async () => {
    const { client, transport } = await connectClient();
    await client.callTool({ name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 300 } });
    const sessionId = transport.sessionId!;
    const stub = workflowStub(env, { type: 'session', id: sessionId });
    // Steps reach the object in batches after the response; write this isolate's batch now.
    await flushWorkflowSteps(env);
    expect(await stub.size()).toBe(1);
    await transport.terminateSession();
    expect(await stub.size()).toBe(0);
    expect(await stub.recent()).toEqual([]);
  });

  it('should expire an idle workflow by alarm an hour after its last step', async () => {
    const { client, transport } = await connectClient();
    const before = Date.now();
    await client.callTool({ name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 300 } });
    const stub = workflowStub(env, { type: 'session', id: transport.sessionId! });
    await flushWorkflowSteps(env);
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + WORKFLOW_IDLE_TTL_MS);
    // An hour passes without a step.
    await runInDurableObject(stub, (_instance, state) => {
      const trail = state.storage.kv.get<{ lastWrite: number }>('state')!;
      state.storage.kv.put('state', { ...trail, lastWrite: trail.lastWrite - WORKFLOW_IDLE_TTL_MS });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.recent()).toEqual([]);
    expect((await trail(client)).steps).toEqual([]);
  });

  it('should keep a workflow whose alarm fires within an hour of its last step, and move the alarm', async () => {
    const stub = workflowStub(env, { type: 'workflow', id: 'wf_00000000000000000000000000000002' });
    await stub.record({ kind: 'prompt', name: 'first', args: {} });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(((await stub.recent()) as WorkflowEntry[]).map((s) => s.name)).toEqual(['first']);
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + WORKFLOW_IDLE_TTL_MS - 60_000);
  });

  it('should keep only the newest 50 steps', async () => {
    const stub = workflowStub(env, { type: 'workflow', id: 'wf_00000000000000000000000000000001' });
    for (let i = 1; i <= 55; i++) await stub.record({ kind: 'prompt', name: `p${i}`, args: {} });
    const steps = (await stub.recent()) as WorkflowEntry[];
    expect(steps).toHaveLength(50);
    expect(steps[0]!.name).toBe('p55');
    expect(steps[49]!.name).toBe('p6');
  });
});
