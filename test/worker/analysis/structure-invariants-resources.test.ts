// Structure invariants of execute around, RAII and the mute idiom: resources released on every path and by scope, and only cleanup errors muted.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/resources';

describeStructureChecks(samples);
