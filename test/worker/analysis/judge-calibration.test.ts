// The rules judge under a calibration of its own: a label speaks as a verdict only when its basis is
// calibrated and its score reaches the basis's fitted minimum, with the basis's measured confidence;
// a basis listed under `never` stays silent whatever its record; every other label becomes a lead the
// caller is asked to judge. With no calibration the engine's labels stand as they are.
import { describe, expect, it } from 'vitest';
import { bundledCalibration, calibrate, calibrationSchema, rulesJudge, type Calibration, type JudgeCandidate, type RulesLabel } from '../../../src/analysis';

const CALIBRATION: Calibration = {
  version: 1,
  rule: 'fitted by hand for these tests',
  fitted_on: ['kiln-decisions.json'],
  never: { bases: ['shared-words'], why: 'words in common show the ground, not the side' },
  bases: {
    'named-option': { min_score: 0.7, confidence: 0.83, verdicts: 12, right: 12 },
    'shared-words': { min_score: 0.5, confidence: 0.9, verdicts: 30, right: 30 },
  },
};

const KILN: JudgeCandidate = {
  path: 'studio/adr/0004-gas-kilns.md',
  title: 'Fire with gas kilns',
  adr_id: '4',
  status: 'accepted',
  decision: 'We fire every glaze batch in the two gas kilns.',
  frame: { chosen: ['gas kilns'], alternatives: ['electric kilns'], rules: [] },
};

const label = (basis: string, confidence: number): RulesLabel => ({
  alignment: 'conflicts',
  confidence,
  reason: 'Takes electric kilns, where this ADR chose gas kilns',
  basis,
  quote: 'We fire every glaze batch in the two gas kilns.',
});

async function verdictOf(l: RulesLabel, calibration: Calibration | null) {
  const judged = await rulesJudge(new Map([[KILN.path, l]]), 'Fire the next glaze batch in a rented electric kiln.', calibration).judge({ proposal: 'x', candidates: [KILN] });
  return judged.verdicts[0]!;
}

describe('calibrate', () => {
  it('should let a calibrated basis speak from its fitted score, reporting the precision measured for it', () => {
    expect(calibrate(CALIBRATION, 'conflicts', 'named-option', 0.72)).toEqual({ speaks: true, confidence: 0.83 });
  });

  it('should keep a label under its basis\'s fitted score silent, reporting at most 0.5', () => {
    expect(calibrate(CALIBRATION, 'conflicts', 'named-option', 0.66)).toEqual({ speaks: false, confidence: 0.5 });
    expect(calibrate(CALIBRATION, 'supports', 'named-option', 0.42)).toEqual({ speaks: false, confidence: 0.42 });
  });

  it('should keep a basis listed under never silent even with a perfect record', () => {
    expect(calibrate(CALIBRATION, 'supports', 'shared-words', 0.95).speaks).toBe(false);
  });

  it('should keep a basis the calibration has no record of silent, and a related label too', () => {
    expect(calibrate(CALIBRATION, 'conflicts', 'rule-broken', 0.99).speaks).toBe(false);
    expect(calibrate(CALIBRATION, 'related', 'named-option', 0.99).speaks).toBe(false);
  });

  it('should leave the engine\'s labels as they are without a calibration: a side from 0.6', () => {
    expect(calibrate(null, 'conflicts', undefined, 0.61)).toEqual({ speaks: true, confidence: 0.61 });
    expect(calibrate(null, 'conflicts', undefined, 0.59).speaks).toBe(false);
  });

  it('should ship a calibration that keeps to its own schema', () => {
    expect(calibrationSchema.safeParse(bundledCalibration()).success).toBe(true);
  });
});

describe('rulesJudge', () => {
  it('should give a label that speaks as the verdict, asking nothing', async () => {
    const v = await verdictOf(label('named-option', 0.8), CALIBRATION);
    expect(v).toMatchObject({ alignment: 'conflicts', confidence: 0.83, judged_by: 'rules', needs_judgement: false });
    expect(v.question).toBeUndefined();
    expect(v.reason).toBe('Takes electric kilns, where this ADR chose gas kilns');
  });

  it('should turn a label that does not speak into a lead: related, its evidence kept, and a question naming the choice', async () => {
    const v = await verdictOf(label('named-option', 0.65), CALIBRATION);
    expect(v).toMatchObject({ alignment: 'related', judged_by: 'rules', needs_judgement: true });
    expect(v.reason).toBe('Unconfirmed lead (conflicts): Takes electric kilns, where this ADR chose gas kilns');
    expect(v.question).toMatch(/^ADR 4 chose "gas kilns"/);
  });

  it('should keep the engine\'s label, lead or not, when there is no calibration', async () => {
    expect((await verdictOf(label('named-option', 0.55), null)).alignment).toBe('conflicts');
  });
});
