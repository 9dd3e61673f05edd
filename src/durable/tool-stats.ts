// ToolStats Durable Object.
import { DurableObject } from 'cloudflare:workers';

export class ToolStats extends DurableObject<Env> {}
