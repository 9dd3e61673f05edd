// Structure invariants of service locators, registries and multitons: what was looked up is cached, one shared keyed store, one instance per key.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/lookup';

describeStructureChecks(samples);
