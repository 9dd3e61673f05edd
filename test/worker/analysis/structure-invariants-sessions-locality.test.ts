// Structure invariants of client and server sessions, spatial partitions, data locality and separated interfaces: state travels with the request, sessions are removed on the server, queries visit nearby cells, components sit in contiguous arrays, clients depend on the interface.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/sessions-locality';

describeStructureChecks(samples);
