// Structure invariants of factory kits, abstract factories and object mothers: builders registered per key, one product family per factory, named fresh test objects.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/factories';

describeStructureChecks(samples);
