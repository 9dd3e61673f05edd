// Structure invariants of caches, shards and data buses: the cache stays consistent with the store, keys route to shards deterministically, the bus delivers to its members.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/caching';

describeStructureChecks(samples);
