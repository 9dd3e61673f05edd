// Structure invariants of page objects, arrange/act/assert and service stubs: tests call page methods and page objects do not assert, the phases come in order, stubs are deterministic and substitutable.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/testing';

describeStructureChecks(samples);
