// The conformance suite's multi-round-trip fixtures (2026-07-28 input_required results): tools and
// a prompt that ask the client for elicitation, sampling or roots, and finish once the client
// retries with the answers. Their requestState is sealed with the SDK's HMAC codec, so a tampered
// state is refused (-32602) before a handler sees it.
import { CLIENT_CAPABILITIES_META_KEY, acceptedContent, createRequestStateCodec, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { CallToolResult, InputRequest, RequestStateCodec, ServerContext, ServerOptions } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { MountedPrompt, MountedTool } from '../../src/mcp/mounts';
import { fixtureTool } from './fixture-content';

interface FixtureState {
  kind: string;
  round?: number;
  name?: string;
}

let codec: RequestStateCodec<FixtureState> | undefined;

/** One key per isolate: states minted here are verified here (the fixture runs in one isolate). */
function stateCodec(): RequestStateCodec<FixtureState> {
  codec ??= createRequestStateCodec<FixtureState>({ key: crypto.getRandomValues(new Uint8Array(32)), ttlSeconds: 600 });
  return codec;
}

/** The mount's requestState verification. */
export const requestStateVerification: NonNullable<ServerOptions['requestState']> = {
  verify: (state: string, ctx: ServerContext) => stateCodec().verify(state, ctx),
};

const mint = (state: FixtureState) => stateCodec().mint(state);
const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });

const nameSchema = z.object({ name: z.string() });
const colorSchema = z.object({ color: z.string() });
const okSchema = z.object({ ok: z.boolean() });

const askName = (message = 'What is your name?'): InputRequest =>
  inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } });
const askOk = (): InputRequest =>
  inputRequired.elicit({ message: 'Please confirm', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });
const askSample = (prompt: string, maxTokens: number): InputRequest =>
  inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens });

/** The text of a sampling answer, if the response is one. */
function sampledText(ctx: ServerContext, key: string): string | undefined {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  if (view.kind !== 'sampling') return undefined;
  const block = Array.isArray(view.result.content) ? view.result.content[0] : view.result.content;
  return block?.type === 'text' ? block.text : undefined;
}

function rootCount(ctx: ServerContext, key: string): number | undefined {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  return view.kind === 'roots' ? view.roots.length : undefined;
}

export const inputRequiredTools: MountedTool[] = [
  fixtureTool('test_input_required_result_elicitation', 'Asks the user for a name, then greets them.', async (_args, ctx) => {
    // Missing, wrong or malformed answers are asked for again rather than failing the call.
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'user_name', nameSchema);
    return answer ? text(`Hello, ${answer.name}!`) : inputRequired({ inputRequests: { user_name: askName() } });
  }),
  fixtureTool('test_input_required_result_sampling', 'Asks the client model a question.', async (_args, ctx) => {
    const answer = sampledText(ctx, 'capital_question');
    return answer !== undefined ? text(`Sampling result: ${answer}`) : inputRequired({ inputRequests: { capital_question: askSample('What is the capital of France?', 100) } });
  }),
  fixtureTool('test_input_required_result_list_roots', 'Asks the client for its roots.', async (_args, ctx) => {
    const count = rootCount(ctx, 'client_roots');
    return count !== undefined ? text(`Found ${count} root(s)`) : inputRequired({ inputRequests: { client_roots: inputRequired.listRoots() } });
  }),
  fixtureTool('test_input_required_result_request_state', 'Asks for a confirmation and checks the state it handed out.', async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<FixtureState>();
    const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', okSchema);
    if (state?.kind === 'request-state' && confirmed?.ok === true) return text('state-ok: requestState validated');
    return inputRequired({ inputRequests: { confirm: askOk() }, requestState: await mint({ kind: 'request-state' }) });
  }),
  fixtureTool('test_input_required_result_multiple_inputs', 'Asks for a name, a sampled greeting and the roots at once.', async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<FixtureState>();
    const name = acceptedContent(ctx.mcpReq.inputResponses, 'user_name', nameSchema);
    const greeting = sampledText(ctx, 'greeting');
    const roots = rootCount(ctx, 'client_roots');
    if (state?.kind === 'multiple-inputs' && name && greeting !== undefined && roots !== undefined) return text(`Name: ${name.name}; Greeting: ${greeting}; Roots: ${roots}`);
    return inputRequired({
      inputRequests: { user_name: askName(), greeting: askSample('Generate a greeting', 50), client_roots: inputRequired.listRoots() },
      requestState: await mint({ kind: 'multiple-inputs' }),
    });
  }),
  fixtureTool('test_input_required_result_multi_round', 'Asks for a name, then a colour, carrying the name in its state.', async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<FixtureState>();
    if (state?.kind === 'multi-round' && state.round === 1) {
      const step1 = acceptedContent(ctx.mcpReq.inputResponses, 'step1', nameSchema);
      if (step1) {
        return inputRequired({
          inputRequests: { step2: inputRequired.elicit({ message: 'Step 2: What is your favorite color?', requestedSchema: { type: 'object', properties: { color: { type: 'string' } }, required: ['color'] } }) },
          requestState: await mint({ kind: 'multi-round', round: 2, name: step1.name }),
        });
      }
    }
    if (state?.kind === 'multi-round' && state.round === 2) {
      const step2 = acceptedContent(ctx.mcpReq.inputResponses, 'step2', colorSchema);
      if (step2) return text(`Multi-round complete for ${state.name ?? 'friend'} who likes ${step2.color}`);
    }
    return inputRequired({ inputRequests: { step1: askName('Step 1: What is your name?') }, requestState: await mint({ kind: 'multi-round', round: 1 }) });
  }),
  fixtureTool('test_input_required_result_tampered_state', 'Hands out a sealed state; a tampered one is refused.', async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<FixtureState>();
    if (state?.kind === 'tamper-test' && acceptedContent(ctx.mcpReq.inputResponses, 'confirm', okSchema)) return text('integrity-ok: state verified');
    return inputRequired({ inputRequests: { confirm: askOk() }, requestState: await mint({ kind: 'tamper-test' }) });
  }),
  fixtureTool('test_input_required_result_capabilities', 'Asks only for what the client declared it can answer.', async (_args, ctx) => {
    const answered = Object.keys(ctx.mcpReq.inputResponses ?? {});
    if (answered.length > 0) return text(`capabilities-ok: received ${answered.join(',')}`);
    const declared = (ctx.mcpReq.envelope as Record<string, { elicitation?: unknown; sampling?: unknown } | undefined> | undefined)?.[CLIENT_CAPABILITIES_META_KEY] ?? {};
    const inputRequests: Record<string, InputRequest> = {};
    if (declared.elicitation) inputRequests.elicit_input = inputRequired.elicit({ message: 'Elicitation input', requestedSchema: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'] } });
    if (declared.sampling) inputRequests.sample_input = askSample('Sample request', 50);
    if (Object.keys(inputRequests).length === 0) return text('No supported capabilities declared');
    return inputRequired({ inputRequests, requestState: await mint({ kind: 'capabilities-test' }) });
  }),
];

/** input_required on prompts/get: the prompt asks what context to use. */
export const inputRequiredPrompt: MountedPrompt = {
  prompt: { name: 'test_input_required_result_prompt', description: 'Asks the user for context before it is rendered.' },
  async get(_args, ctx) {
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'user_context', z.object({ context: z.string() }));
    if (!answer) {
      return inputRequired({
        inputRequests: { user_context: inputRequired.elicit({ message: 'What context should the prompt use?', requestedSchema: { type: 'object', properties: { context: { type: 'string' } }, required: ['context'] } }) },
      });
    }
    return { messages: [{ role: 'user', content: { type: 'text', text: `Prompt rendered with context: ${answer.context}` } }] };
  },
};
