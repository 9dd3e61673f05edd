// Structure invariants of parameter objects, private class data and immutable objects: bundles and data classes stay immutable, objects are fixed after construction.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/immutable-data';

describeStructureChecks(samples);
