// Architecture invariants of command query responsibility segregation: commands return no data, and queries change nothing.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { CQRS } from './architecture-invariants-cases/cqrs';

describeArchitectureChecks(CQRS);
