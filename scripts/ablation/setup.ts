// Runs inside the ablation's test process, before each analysis test file. Turns off the invariant
// checks named in ARCH_MCP_ABLATE (each then passes everything, as if the rule were not there), or,
// with ARCH_MCP_ABLATION_RECORD, records which checks each test saw say anything but "passed": only
// those tests can fail when the check is turned off.
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import { INVARIANT_CHECKS } from '../../src/analysis/patterns/invariants/registry';
import type { InvariantCheck, InvariantOutcome } from '../../src/analysis/patterns/invariants/types';
import { invariantRuleId } from './rules';

const TURNED_OFF: InvariantOutcome = { passed: true, findings: [] };
const ablated = new Set((process.env.ARCH_MCP_ABLATE ?? '').split(',').filter(Boolean));
const record = process.env.ARCH_MCP_ABLATION_RECORD;
const said = (o: InvariantOutcome) => !o.passed || o.findings.length > 0 || o.absent !== undefined;

// The registry is patched once per process: test files share it (the ablation runs them unisolated).
const state = globalThis as { __ablationPatched?: boolean };
if (!state.__ablationPatched) {
  state.__ablationPatched = true;
  const checks = INVARIANT_CHECKS as Record<string, InvariantCheck>;
  for (const [name, check] of Object.entries(checks)) {
    const rule = invariantRuleId(name);
    if (ablated.has(rule)) checks[name] = () => ({ ...TURNED_OFF, findings: [] });
    else if (record) {
      checks[name] = (model, params) => {
        const outcome = check(model, params);
        const { testPath, currentTestName } = expect.getState();
        if (said(outcome) && testPath && currentTestName) appendFileSync(record, `${JSON.stringify({ rule, file: testPath, test: currentTestName })}\n`);
        return outcome;
      };
    }
  }
}
