// Structure invariants of acyclic visitors, self-typed (CRTP) bases and dynamic proxies: visitors stay acyclic, the base is typed by its subclass, proxy handlers use the invocation.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/visitors-proxies';

describeStructureChecks(samples);
