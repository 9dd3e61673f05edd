// Structure invariants of service layers, session facades and business delegates: presentation goes through services, services know nothing of HTTP, and clients use the front object only.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/service-layer';

describeStructureChecks(samples);
