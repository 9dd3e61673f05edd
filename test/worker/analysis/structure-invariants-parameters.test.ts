// Structure invariants of context objects and collecting parameters: the context travels whole, and callees add to the collection they were given.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/parameters';

describeStructureChecks(samples);
