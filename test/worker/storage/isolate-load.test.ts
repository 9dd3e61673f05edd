// Loads an isolate shares between requests: one request loads, the others wait on their own timers
// (workerd cancels a request that awaits a promise another request created), and nothing is kept
// from a failed load.
import { describe, expect, it } from 'vitest';
import { IsolateValue, LoadGate, waitOwnTimer } from '../../../src/storage/isolate-load';

describe('IsolateValue', () => {
  it('should load once for callers that ask at the same time', async () => {
    let loads = 0;
    const value = new IsolateValue(async () => {
      loads += 1;
      await waitOwnTimer(20);
      return { built: loads };
    });
    const seen = await Promise.all(Array.from({ length: 6 }, () => value.get()));
    expect(loads).toBe(1);
    for (const v of seen) expect(v).toBe(seen[0]);
    expect(await value.get()).toBe(seen[0]);
  });

  it('should keep nothing from a failed load, so the next caller loads again', async () => {
    let loads = 0;
    const value = new IsolateValue(async () => {
      loads += 1;
      if (loads === 1) throw new Error('KV read failed');
      return 'second try';
    });
    await expect(value.get()).rejects.toThrow('KV read failed');
    await expect(value.get()).resolves.toBe('second try');
    expect(loads).toBe(2);
  });
});

describe('LoadGate', () => {
  it('should refuse a second taker while the first holds it, and free up on release', () => {
    const gate = new LoadGate();
    const release = gate.take();
    expect(release).toBeTypeOf('function');
    expect(gate.take()).toBeUndefined();
    release!();
    expect(gate.take()).toBeTypeOf('function');
  });

  it('should let a load that ran past the abandon time be replaced, without the old release freeing the new holder', async () => {
    const gate = new LoadGate(10);
    const first = gate.take();
    await waitOwnTimer(30);
    const second = gate.take();
    expect(second).toBeTypeOf('function');
    first!();
    expect(gate.busy).toBe(true);
    second!();
    expect(gate.busy).toBe(false);
  });
});
