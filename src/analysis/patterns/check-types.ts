// What a check reports back: pass/fail plus the lines and words a user needs to fix it.

export interface Finding {
  message: string;
  line?: number;
}

export interface CheckOutcome {
  passed: boolean;
  /** Why it failed (or, for some passes, what was found). */
  findings: Finding[];
  /** Set when the check found nothing it could judge (e.g. no class at all); reported as a warning. */
  notApplicable?: boolean;
  /** The pattern's participants are not there at all: the code does not implement the pattern. */
  absent?: boolean;
}

export const pass = (): CheckOutcome => ({ passed: true, findings: [] });
export const fail = (message: string, line?: number): CheckOutcome => ({ passed: false, findings: [{ message, line }] });
/** A failure because the pattern's participants were not found at all. */
export const absent = (message: string, line?: number): CheckOutcome => ({ passed: false, absent: true, findings: [{ message, line }] });
