// How grep_docs scans text: line by line (a match never spans lines, as with grep), in slices of
// bounded work, yielding to the event loop between slices. RE2 runs in time proportional to the
// text times its program size, and one scan cannot be interrupted; so the program is bounded
// (MAX_PROGRAM_SIZE), each slice holds at most SLICE_WORK of text × program, and between slices the
// time budget and a cancel are checked and other requests of the isolate get to run. A line too
// long for one slice is scanned in overlapping windows.
import { RE2JS } from 're2js';
import { ToolError } from '../errors';

/** Largest RE2 program a pattern may compile to. Plain words and classes need a few instructions each. */
export const MAX_PROGRAM_SIZE = 500;
/**
 * Work of one slice: characters scanned times program instructions. RE2 spends at most a few tens
 * of nanoseconds per unit, so a slice takes a few milliseconds at worst (a yield costs about 15 µs).
 */
export const SLICE_WORK = 100_000;
/** Bounds on the window a long line is scanned in (characters); consecutive windows overlap by half. */
const MIN_WINDOW = 512;
const MAX_WINDOW = 65_536;

/**
 * Compiles with RE2 (linear time) and refuses a program over MAX_PROGRAM_SIZE. Invalid or
 * unsupported syntax, and a program too large, become tool errors that say why.
 */
export function compilePattern(pattern: string, caseSensitive: boolean): RE2JS {
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(pattern, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^error parsing regexp:\s*/i, '') : 'invalid pattern';
    throw new ToolError(`pattern is not a valid RE2 regular expression (${reason}); backreferences and lookaround are not supported`, 'invalid_pattern');
  }
  const size = regex.programSize();
  if (size > MAX_PROGRAM_SIZE) {
    throw new ToolError(
      `pattern compiles to ${size} RE2 instructions; the limit is ${MAX_PROGRAM_SIZE}. A counted repetition such as {1000} copies what it repeats that many times: use a smaller count, or a plainer pattern`,
      'pattern_too_complex',
      { program_size: size, max_program_size: MAX_PROGRAM_SIZE },
    );
  }
  return regex;
}

/** Lets the event loop run: other requests, timers, and so the clock. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A match: the 0-based line and the 0-based column of its start. */
export interface LineMatch {
  line: number;
  column: number;
}

/**
 * One search's scanning: counts work across documents, yields every SLICE_WORK, and after each
 * yield asks `shouldStop` (the time budget, a cancel).
 */
export class LineScanner {
  private readonly matcher;
  private readonly programSize: number;
  private readonly window: number;
  private work = 0;
  private stopped = false;

  constructor(
    regex: RE2JS,
    private readonly shouldStop: () => boolean,
  ) {
    this.matcher = regex.matcher('');
    this.programSize = Math.max(1, regex.programSize());
    this.window = Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, Math.floor(SLICE_WORK / this.programSize)));
  }

  /** Whether the search was stopped (then it goes no further). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Calls `onMatch` with the first match of every matching line of `text`, in order, until
   * `onMatch` returns false or the search is stopped. Returns false when it was stopped.
   */
  async scan(text: string, onMatch: (match: LineMatch) => boolean): Promise<boolean> {
    let start = 0;
    for (let line = 0; start <= text.length; line++) {
      if (this.stopped) return false;
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const content = end > start && text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      const column = content.length <= this.window ? await this.firstInLine(content) : await this.firstInLongLine(content);
      if (column === undefined && this.stopped) return false;
      if (column !== undefined && !onMatch({ line, column })) return true;
      if (end === text.length) break;
      start = end + 1;
    }
    return !this.stopped;
  }

  /** Counts the work of scanning `chars`; at a slice's end yields and checks whether to stop. */
  private async spend(chars: number): Promise<void> {
    this.work += (chars + 1) * this.programSize;
    if (this.work < SLICE_WORK) return;
    this.work = 0;
    await yieldToEventLoop();
    if (this.shouldStop()) this.stopped = true;
  }

  private async firstInLine(line: string): Promise<number | undefined> {
    await this.spend(line.length);
    if (this.stopped) return undefined;
    this.matcher.resetMatcherInput(line);
    return this.matcher.find() ? this.matcher.start() : undefined;
  }

  /**
   * A line longer than one window, scanned in windows that overlap by half, each with a character
   * of context on either side so `^`, `$` and `\b` see the real neighbours. A match reaching a
   * window's right edge may continue past it, so it counts only in the window where it ends inside
   * (or at the line's end); any match up to half a window long is found.
   */
  private async firstInLongLine(line: string): Promise<number | undefined> {
    const step = this.window >> 1;
    for (let from = 0; from < line.length; from += step) {
      await this.spend(this.window);
      if (this.stopped) return undefined;
      const inputStart = from > 0 ? from - 1 : 0;
      const inputEnd = Math.min(line.length, from + this.window + 1);
      this.matcher.resetMatcherInput(line.slice(inputStart, inputEnd));
      if (this.matcher.find(from - inputStart) && (this.matcher.end() < inputEnd - inputStart || inputEnd === line.length)) return inputStart + this.matcher.start();
      if (inputEnd === line.length) return undefined;
    }
    return undefined;
  }
}
