// Structure invariants of servants, subclass sandboxes and components: the servant serves an interface, a sandbox subclass uses only base operations, behaviour lives in components.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/components';

describeStructureChecks(samples);
