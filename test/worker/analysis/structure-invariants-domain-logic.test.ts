// Structure invariants of table modules, transaction scripts and domain models: one object per table, a script loads, applies the rule and writes back, and behaviour lives with the data.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/domain-logic';

describeStructureChecks(samples);
