// Structure invariants of abstract documents, properties, composite entities, tolerant readers and partial responses: properties held in a map with a prototype to fall back on, dependents behind a coarse object, unknown fields ignored, requested fields honoured.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/documents';

describeStructureChecks(samples);
