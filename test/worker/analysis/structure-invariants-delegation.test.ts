// Structure invariants of delegation, bridge and twin: work handed to a helper, the abstraction holds its implementor, twins linked both ways.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/delegation';

describeStructureChecks(samples);
