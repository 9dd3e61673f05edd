// grep's line scanner: matches within lines only, the same answers for a line scanned whole and for
// one too long for a slice (scanned in overlapping windows), and a stop that takes effect inside a
// document.
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { LineScanner, SLICE_WORK, compilePattern } from '../../../src/tools/grep-scan';

async function scan(pattern: string, text: string, shouldStop: () => boolean = () => false): Promise<{ matches: { line: number; column: number }[]; finished: boolean }> {
  const matches: { line: number; column: number }[] = [];
  const scanner = new LineScanner(compilePattern(pattern, true), shouldStop);
  const finished = await scanner.scan(text, (m) => (matches.push(m), true));
  return { matches, finished };
}

describe('grep line scanner', () => {
  it('should match within one line only, with ^ and $ at line starts and ends', async () => {
    const text = 'alpha beta\ngamma\r\nbeta delta\n';
    expect((await scan('beta', text)).matches).toEqual([
      { line: 0, column: 6 },
      { line: 2, column: 0 },
    ]);
    expect((await scan('^gamma$', text)).matches).toEqual([{ line: 1, column: 0 }]);
    expect((await scan('beta\\s+gamma', text)).matches).toEqual([]);
  });

  // A line longer than any window: 200,000 characters of x, whatever the program size.
  const long = 'x'.repeat(200_000);

  it.each([
    ['at the very start', 0],
    ['across a window edge', 24_998],
    ['near the end', 199_990],
  ])('should find a match %s of a line scanned in windows, at its true column', async (_label, at) => {
    const line = `${long.slice(0, at)}NEEDLE${long.slice(at + 6)}`;
    expect((await scan('NEEDLE', `head\n${line}\ntail`)).matches).toEqual([{ line: 1, column: at }]);
  });

  it('should not let a window edge pass for the start or end of a long line', async () => {
    const line = `${long}y`;
    expect((await scan('x$', line)).matches).toEqual([]);
    expect((await scan('^y', line)).matches).toEqual([]);
    expect((await scan('\\bx', line)).matches).toEqual([{ line: 0, column: 0 }]);
    expect((await scan('xy$', line)).matches).toEqual([{ line: 0, column: 199_999 }]);
  });

  it('should stop inside one document once asked, at a slice boundary', async () => {
    // Enough lines for many slices of the largest program allowed.
    const regex = compilePattern('.{0,200}zq', false);
    const lines = Math.ceil((SLICE_WORK * 20) / (60 * regex.programSize()));
    const text = Array.from({ length: lines }, (_, i) => `line ${i} about retries and message queues, nothing else`).join('\n');
    let slices = 0;
    const scanner = new LineScanner(regex, () => ++slices >= 3);
    const finished = await scanner.scan(text, () => true);
    expect(finished).toBe(false);
    expect(slices).toBe(3);
  });

  it('should refuse a pattern whose program passes the limit, naming it', () => {
    expect(() => compilePattern(`${'[a-z]{100}'.repeat(6)}`, true)).toThrow(/compiles to \d+ RE2 instructions; the limit is 500/);
    expect(RE2JS.compile('[a-z]{100}', 0).programSize()).toBeLessThan(500);
  });
});
