// Worker entry: the HTTP app and the Durable Object classes wrangler binds.
import { createApp } from './http/app';

export { SessionRegistry } from './durable/session-registry';
export { WorkflowContext } from './durable/workflow-context';
export { RateLimiter } from './durable/rate-limiter';
export { ToolStats } from './durable/tool-stats';

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
