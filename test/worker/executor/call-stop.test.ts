import { describe, expect, it } from 'vitest';
import { CallStop } from '../../../src/tools/call-stop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeout = () => new Error('out of time');

describe('CallStop', () => {
  it('should stop at its budget with the timeout reason, also for a signal first read afterwards', async () => {
    const stop = new CallStop(20, timeout);
    await expect(stop.stopped).rejects.toThrow('out of time');
    expect(stop.signal.aborted).toBe(true);
    expect(String(stop.signal.reason)).toContain('out of time');
    expect(stop.cancelled).toBe(false);
    stop.dispose();
  });

  it('should abort a signal the tool already holds when the parent is aborted, and report a cancel', async () => {
    const parent = new AbortController();
    const stop = new CallStop(10_000, timeout, parent.signal);
    const held = stop.signal;
    parent.abort('user pressed stop');
    await expect(stop.stopped).rejects.toBe('user pressed stop');
    expect(held.aborted).toBe(true);
    expect(held.reason).toBe('user pressed stop');
    expect(stop.cancelled).toBe(true);
    stop.dispose();
  });

  it('should be stopped from the start when the parent was aborted before the call', async () => {
    const parent = new AbortController();
    parent.abort('gone');
    const stop = new CallStop(10_000, timeout, parent.signal);
    await expect(stop.stopped).rejects.toBe('gone');
    expect(stop.signal.aborted).toBe(true);
    stop.dispose();
  });

  it('should neither time out nor follow the parent once disposed', async () => {
    const parent = new AbortController();
    const stop = new CallStop(20, timeout, parent.signal);
    const held = stop.signal;
    stop.dispose();
    parent.abort('too late');
    await sleep(40);
    expect(held.aborted).toBe(false);
  });
});
