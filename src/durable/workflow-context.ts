// WorkflowContext Durable Object.
import { DurableObject } from 'cloudflare:workers';

export class WorkflowContext extends DurableObject<Env> {}
