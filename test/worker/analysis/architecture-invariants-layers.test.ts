// Architecture invariants of hexagonal, onion, clean and layered architectures: the core depends on ports only, and layers call downward.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { LAYERS } from './architecture-invariants-cases/layers';

describeArchitectureChecks(LAYERS);
