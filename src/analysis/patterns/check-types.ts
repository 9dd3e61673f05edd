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
}

export const pass = (): CheckOutcome => ({ passed: true, findings: [] });
export const fail = (message: string, line?: number): CheckOutcome => ({ passed: false, findings: [{ message, line }] });
