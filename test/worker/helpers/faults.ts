// Fault injection for workerd tests: the worker's real simulated bindings (KV, R2, Durable Objects)
// wrapped so a test can make chosen calls throw, throw after they took effect, or stall until
// released, and see every call made. Requests go to the worker's app with the wrapped env, the way
// the runtime would hand it its bindings; nothing is mocked, every call that is let through is real.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../../src/http/app';

export type KvBinding = 'BUNDLES' | 'OAUTH_KV';
export type R2Binding = 'DOCS';
export type DurableBinding = 'SESSIONS' | 'WORKFLOWS' | 'RATE_LIMITER' | 'STATS';
export type Binding = KvBinding | R2Binding | DurableBinding;

/**
 * - `throw`: the call fails before it reaches storage (nothing happens);
 * - `throw-after`: the call runs, then fails (it took effect, but its caller never hears so);
 * - `stall`: the call waits until the fault is released (or cleared), then runs.
 */
export type FaultMode = 'throw' | 'throw-after' | 'stall';

export interface FaultSpec {
  binding: Binding;
  /** The method (`get`, `put`, `leaseTool`, `append`, …); any when omitted. */
  method?: string;
  /** The KV or R2 key, or the Durable Object's name; any when omitted. */
  key?: string | RegExp;
  /** @default 'throw' */
  mode?: FaultMode;
  /** Matching calls let through before the fault starts. @default 0 */
  skip?: number;
  /** Matching calls the fault applies to, then it stops. @default Infinity */
  times?: number;
}

export interface Fault {
  /** Calls the fault has applied to. */
  readonly hits: number;
  /** Stops the fault; stalled calls go on. */
  release(): void;
}

/** One call a binding received: which binding, which method, which key or object name. */
export interface BindingCall {
  binding: Binding;
  method: string;
  key: string;
}

interface ActiveFault extends Fault {
  spec: FaultSpec;
  skipped: number;
  hits: number;
  released: boolean;
  waiting: (() => void)[];
}

const app = createApp();
const KV_METHODS = new Set(['get', 'getWithMetadata', 'put', 'delete', 'list']);
const R2_METHODS = new Set(['get', 'head', 'put', 'delete', 'list', 'createMultipartUpload']);

/** The error a failing binding call rejects with, shaped like the runtime's own. */
export class InjectedFault extends Error {
  constructor(call: BindingCall) {
    super(`${call.binding}.${call.method}(${call.key}) failed: 503 Service Unavailable (injected)`);
    this.name = 'Error';
  }
}

/** Bindings with faults to inject, an env carrying them, and requests to the worker through it. */
export class FaultyBindings {
  readonly env: Env;
  /** Every call the wrapped bindings received, in order. */
  readonly calls: BindingCall[] = [];
  private faults: ActiveFault[] = [];
  private contexts: ExecutionContext[] = [];

  constructor(vars: Partial<Env> = {}) {
    const base = { ...env, ...vars } as Env;
    this.env = {
      ...base,
      BUNDLES: this.wrapStore(base.BUNDLES, 'BUNDLES', KV_METHODS),
      OAUTH_KV: this.wrapStore(base.OAUTH_KV, 'OAUTH_KV', KV_METHODS),
      DOCS: this.wrapStore(base.DOCS, 'DOCS', R2_METHODS),
      SESSIONS: this.wrapNamespace(base.SESSIONS, 'SESSIONS'),
      WORKFLOWS: this.wrapNamespace(base.WORKFLOWS, 'WORKFLOWS'),
      RATE_LIMITER: this.wrapNamespace(base.RATE_LIMITER, 'RATE_LIMITER'),
      STATS: this.wrapNamespace(base.STATS, 'STATS'),
    };
  }

  /** Starts a fault; it applies to matching calls from now on. */
  inject(spec: FaultSpec): Fault {
    const fault: ActiveFault = {
      spec,
      skipped: 0,
      hits: 0,
      released: false,
      waiting: [],
      release: () => {
        fault.released = true;
        for (const go of fault.waiting.splice(0)) go();
      },
    };
    this.faults.push(fault);
    return fault;
  }

  /** Stops every fault (stalled calls go on): the bindings have recovered. */
  clear(): void {
    for (const fault of this.faults) fault.release();
    this.faults = [];
  }

  /** Calls of one binding (and method), for asserting what was or was not written. */
  callsTo(binding: Binding, method?: string): BindingCall[] {
    return this.calls.filter((c) => c.binding === binding && (method === undefined || c.method === method));
  }

  /** A request to the worker with these bindings, from a client on loopback. */
  fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const ctx = createExecutionContext();
    this.contexts.push(ctx);
    return Promise.resolve(app.request(new Request(url, init), undefined, this.env, ctx));
  }

  /** Waits for the background work (`waitUntil`) of every request made so far. */
  async settle(): Promise<void> {
    const contexts = this.contexts.splice(0);
    for (const ctx of contexts) await waitOnExecutionContext(ctx);
  }

  private wrapStore<T extends object>(store: T, binding: KvBinding | R2Binding, methods: Set<string>): T {
    return new Proxy(store, {
      get: (target, prop) => {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof prop !== 'string' || !methods.has(prop) || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const key = typeof args[0] === 'string' ? args[0] : prop === 'list' ? String((args[0] as { prefix?: string } | undefined)?.prefix ?? '') : '';
          return this.intercept({ binding, method: prop, key }, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        };
      },
    });
  }

  private wrapNamespace<N extends object>(namespace: N, binding: DurableBinding): N {
    // The stub types of each class are beside the point here: every method is wrapped the same way.
    const plain = namespace as unknown as DurableObjectNamespace;
    const names = new Map<string, string>();
    const wrapStub = (stub: object, name: string) =>
      new Proxy(stub, {
        get: (target, prop) => {
          const value = Reflect.get(target, prop) as unknown;
          // `then` must stay undefined-like, or awaiting a stub would call it; ids and names pass through.
          if (typeof prop !== 'string' || prop === 'then' || prop === 'id' || prop === 'name' || typeof value !== 'function') return value;
          return (...args: unknown[]) => this.intercept({ binding, method: prop, key: name }, () => (target as Record<string, (...a: unknown[]) => Promise<unknown>>)[prop]!(...args));
        },
      });
    return new Proxy(namespace, {
      get: (target, prop) => {
        if (prop === 'idFromName') {
          return (name: string) => {
            const id = plain.idFromName(name);
            names.set(id.toString(), name);
            return id;
          };
        }
        if (prop === 'get') return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => wrapStub(plain.get(id, options), names.get(id.toString()) ?? id.toString());
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  private async intercept(call: BindingCall, run: () => Promise<unknown>): Promise<unknown> {
    this.calls.push(call);
    const fault = this.faults.find((f) => !f.released && matches(f.spec, call) && f.hits < (f.spec.times ?? Infinity) && f.skipped++ >= (f.spec.skip ?? 0));
    if (!fault) return run();
    fault.hits += 1;
    const mode = fault.spec.mode ?? 'throw';
    if (mode === 'throw') throw new InjectedFault(call);
    if (mode === 'throw-after') {
      await run();
      throw new InjectedFault(call);
    }
    await new Promise<void>((resolve) => fault.waiting.push(resolve));
    return run();
  }
}

function matches(spec: FaultSpec, call: BindingCall): boolean {
  if (spec.binding !== call.binding) return false;
  if (spec.method !== undefined && spec.method !== call.method) return false;
  if (spec.key === undefined) return true;
  return typeof spec.key === 'string' ? spec.key === call.key : spec.key.test(call.key);
}
