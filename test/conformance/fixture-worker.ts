// A worker for the MCP conformance suite: the product's own app and MCP server factory, with the
// suite's fixture tools, resources and prompts mounted beside the product's. Never deployed; the
// product bundle is src/index.ts.
import { createApp } from '../../src/http/app';
import type { McpMount } from '../../src/mcp/mounts';
import { changeTools, fixtureChanges } from './fixture-changes';
import { fixturePrompts, fixtureResources, fixtureTemplates, installSubscriptions } from './fixture-catalog';
import { contentTools } from './fixture-content';
import { inputRequiredPrompt, inputRequiredTools, requestStateVerification } from './fixture-input-required';

export { SessionRegistry } from '../../src/durable/session-registry';
export { WorkflowContext } from '../../src/durable/workflow-context';
export { RateLimiter } from '../../src/durable/rate-limiter';
export { ToolStats } from '../../src/durable/tool-stats';

const mount: McpMount = {
  tools: [...contentTools, ...changeTools, ...inputRequiredTools],
  resources: fixtureResources,
  templates: fixtureTemplates,
  prompts: [...fixturePrompts, inputRequiredPrompt],
  capabilities: { tools: { listChanged: true }, resources: { subscribe: true } },
  requestState: requestStateVerification,
  install: installSubscriptions,
  changes: fixtureChanges,
};

const app = createApp({ mount });

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
