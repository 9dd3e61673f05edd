// Structure invariants of serialized entities and LOBs, metadata mapping and table inheritance: entities serialized whole, object graphs in one LOB, mapping read from metadata, a hierarchy in one table or a table per class.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/mappings';

describeStructureChecks(samples);
