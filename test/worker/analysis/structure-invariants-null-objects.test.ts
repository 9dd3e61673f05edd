// Structure invariants of null objects and special cases: the null variant does nothing, and callers never check for it.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/null-objects';

describeStructureChecks(samples);
