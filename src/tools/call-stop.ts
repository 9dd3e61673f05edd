// How one running tool call is stopped: by its time budget or by the client's cancel (the parent
// signal). The executor waits on a plain promise; the AbortSignal a tool sees is made only when
// the tool reads it. Most tools never do (search is synchronous), and in workerd an AbortSignal is
// a runtime-owned EventTarget: making one per call and listening on it cost about 0.1 ms of
// workerd CPU per search call under load, more than validation, masking and result shaping.

/** The stop of one call. Call {@link dispose} when the call ends, however it ends. */
export class CallStop {
  /** Rejects with the reason once the call is stopped; never resolves. */
  readonly stopped: Promise<never>;
  private rejectStopped!: (reason: unknown) => void;
  private controller: AbortController | undefined;
  private reason: unknown;
  private isStopped = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onParentAbort: (() => void) | undefined;

  /**
   * @param budgetMs time the call may take before `timeoutReason()` stops it
   * @param parent the client's cancel, if the call can be cancelled
   */
  constructor(
    budgetMs: number,
    timeoutReason: () => unknown,
    private readonly parent?: AbortSignal,
  ) {
    this.stopped = new Promise<never>((_, reject) => (this.rejectStopped = reject));
    // Nothing may be waiting yet when a parent that is already aborted stops the call.
    this.stopped.catch(() => undefined);
    this.timer = setTimeout(() => this.stop(timeoutReason()), budgetMs);
    if (parent?.aborted) this.stop(parent.reason);
    else if (parent) {
      this.onParentAbort = () => this.stop(parent.reason);
      parent.addEventListener('abort', this.onParentAbort, { once: true });
    }
  }

  /** The signal handed to the tool: aborted (with the reason) when the call is stopped. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.isStopped) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  /** Whether the client cancelled the call (as opposed to its budget running out). */
  get cancelled(): boolean {
    return this.parent?.aborted === true;
  }

  /** Stops the call with `reason`; later stops are ignored. */
  stop(reason: unknown): void {
    if (this.isStopped) return;
    this.isStopped = true;
    this.reason = reason;
    this.rejectStopped(reason);
    this.controller?.abort(reason);
  }

  /** Clears the budget's timer and stops listening to the parent. */
  dispose(): void {
    clearTimeout(this.timer);
    if (this.onParentAbort) this.parent?.removeEventListener('abort', this.onParentAbort);
  }
}
