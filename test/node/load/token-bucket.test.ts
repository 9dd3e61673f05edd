// The load run's judge of an exact rate limit: the admissions a 60-a-minute bucket owes a run of
// attempts, whatever their rhythm — a burst, a steady stream, a pause.
import { describe, expect, it } from 'vitest';
import { bucketAdmits } from '../../../scripts/load/token-bucket';

const at = (...seconds: number[]) => seconds.map((s) => 1_700_000_000_000 + s * 1000);

describe('bucketAdmits', () => {
  it('should admit a full bucket of a burst and nothing more', () => {
    expect(bucketAdmits(at(...Array(100).fill(0)), 60)).toBe(60);
  });

  it('should admit one more for each second the attempts keep coming after the burst', () => {
    const times = [...Array(100).fill(0), ...Array.from({ length: 30 }, (_, i) => i + 1)];
    expect(bucketAdmits(at(...times), 60)).toBe(90);
  });

  it('should refill during a pause only up to a full bucket', () => {
    const burst = Array(60).fill(0);
    const afterLongPause = Array(100).fill(600);
    expect(bucketAdmits(at(...burst, ...afterLongPause), 60)).toBe(120);
    const afterShortPause = Array(100).fill(10);
    expect(bucketAdmits(at(...burst, ...afterShortPause), 60)).toBe(70);
  });

  it('should not depend on the order the attempts were recorded in', () => {
    const times = at(5, 0, 3, ...Array(70).fill(1), 2);
    expect(bucketAdmits(times, 60)).toBe(bucketAdmits([...times].sort((a, b) => a - b), 60));
  });
});
