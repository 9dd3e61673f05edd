// Structure invariants of role objects, type objects, extension objects and marker interfaces: roles attached at runtime, kinds held as data, extensions found by query, markers empty and typed.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/roles-and-types';

describeStructureChecks(samples);
