// Across all architecture families: each check is registered once, and has a compliant and a broken (or missing) case.
import { describe, expect, it } from 'vitest';
import { duplicateCheckNames, INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { ARCHITECTURE_CHECKS } from '../../../src/analysis/patterns/invariants/architecture/index';
import type { Case } from './architecture-invariants-judge';
import { PRESENTATION } from './architecture-invariants-cases/presentation';
import { BINDINGS } from './architecture-invariants-cases/bindings';
import { LAYERS } from './architecture-invariants-cases/layers';
import { CQRS } from './architecture-invariants-cases/cqrs';
import { DOMAIN } from './architecture-invariants-cases/domain';
import { WEB } from './architecture-invariants-cases/web';
import { VIEW_PARTS } from './architecture-invariants-cases/view-parts';
import { SERVICES } from './architecture-invariants-cases/services';
import { OPS } from './architecture-invariants-cases/operations';

const CASES: Case[] = [...PRESENTATION, ...BINDINGS, ...LAYERS, ...CQRS, ...DOMAIN, ...WEB, ...VIEW_PARTS, ...SERVICES, ...OPS];

describe('architecture invariant checks', () => {
  it('should register each check once across the whole registry', () => {
    expect(duplicateCheckNames()).toEqual([]);
    for (const name of Object.keys(ARCHITECTURE_CHECKS)) expect(INVARIANT_CHECKS[name]).toBe(ARCHITECTURE_CHECKS[name]);
  });

  it('should have a compliant and a broken (or missing) sample for every check', () => {
    for (const name of Object.keys(ARCHITECTURE_CHECKS)) {
      const mine = CASES.filter((c) => c.check === name);
      expect(mine.some((c) => c.expect === 'ok'), name).toBe(true);
      expect(mine.some((c) => c.expect !== 'ok'), name).toBe(true);
    }
  });
});
