// The contract every invariant check follows: it reads the code outline (and parameters from the
// pattern catalogue), finds the pattern's participants, and says what breaks the invariant, where.
import type { CodeModel } from '../../code/model.js';

export interface Finding {
  message: string;
  line?: number;
}

export interface InvariantOutcome {
  passed: boolean;
  findings: Finding[];
  /** The pattern's participants are not there at all: the code does not implement the pattern. */
  absent?: boolean;
}

/** Parameters a catalogue entry passes to a check (method-name hints, field names, …). */
export type InvariantParams = Readonly<Record<string, unknown>>;

export type InvariantCheck = (model: CodeModel, params: InvariantParams) => InvariantOutcome;

export const ok = (): InvariantOutcome => ({ passed: true, findings: [] });
export const broken = (message: string, line?: number): InvariantOutcome => ({ passed: false, findings: [{ message, line }] });
export const missing = (message: string, line?: number): InvariantOutcome => ({ passed: false, absent: true, findings: [{ message, line }] });
export const brokenAll = (findings: Finding[]): InvariantOutcome => (findings.length ? { passed: false, findings } : ok());

/** A string parameter as a case-insensitive name pattern (`"release|checkIn"`), with a default. */
export function namePattern(params: InvariantParams, key: string, fallback: string): RegExp {
  const value = typeof params[key] === 'string' ? (params[key] as string) : fallback;
  return new RegExp(`^(?:${value})$`, 'i');
}
