// Structure invariants of iterators, converters and fluent interfaces: iterators advance without exposing the collection, converters go both ways, chained calls return the object itself.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/iterators-converters';

describeStructureChecks(samples);
