// Architecture invariants of MVC and its kin: the model ignores the view, and the view only presents.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { PRESENTATION } from './architecture-invariants-cases/presentation';

describeArchitectureChecks(PRESENTATION);
