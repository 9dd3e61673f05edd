// Architecture invariants of MVP, MVVM, presentation model and MVI: presenters use a view interface, view state ignores the view and notifies the bound view, intents enter in one place.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { BINDINGS } from './architecture-invariants-cases/bindings';

describeArchitectureChecks(BINDINGS);
