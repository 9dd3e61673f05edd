// Per-isolate loads that concurrent requests share without awaiting each other's promises.
// workerd ties a promise's continuations to the request that created it: a request awaiting a
// load that another request started can be cancelled as hung, and the I/O objects it makes
// afterwards (Durable Object stubs, KV reads) belong to the other request and fail. So one
// request loads, and the others wait on timers of their own and then look again.

/** How long a waiting request sleeps before it looks again. */
const LOAD_WAIT_MS = 5;
/** A load running longer than this is presumed lost (its request was cancelled) and may be redone. */
const LOAD_ABANDON_MS = 30_000;

/** Marks that one request is loading something, so others do not start the same load. */
export class LoadGate {
  private holder: object | undefined;
  private since = 0;

  constructor(private readonly abandonMs = LOAD_ABANDON_MS) {}

  /** Whether some request holds the gate and has not held it for longer than `abandonMs`. */
  get busy(): boolean {
    return this.holder !== undefined && Date.now() - this.since <= this.abandonMs;
  }

  /** Takes the gate when it is free or abandoned; returns its release, or undefined when it is busy. */
  take(): (() => void) | undefined {
    if (this.busy) return undefined;
    const token = {};
    this.holder = token;
    this.since = Date.now();
    return () => {
      // A load that outlived its gate must not release the gate of the load that replaced it.
      if (this.holder === token) this.holder = undefined;
    };
  }
}

/** Sleeps on a timer owned by the calling request. */
export function waitOwnTimer(ms = LOAD_WAIT_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A value loaded once per isolate. Concurrent callers wait while one of them loads; a failed
 * load keeps nothing, so each waiting caller then tries for itself and sees the failure first-hand.
 */
export class IsolateValue<T> {
  private loaded: { value: T } | undefined;
  private readonly gate = new LoadGate();

  constructor(private readonly load: () => Promise<T>) {}

  async get(): Promise<T> {
    for (;;) {
      if (this.loaded) return this.loaded.value;
      const release = this.gate.take();
      if (release) {
        try {
          const value = await this.load();
          this.loaded = { value };
          return value;
        } finally {
          release();
        }
      }
      await waitOwnTimer();
    }
  }
}
