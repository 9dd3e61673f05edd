// Architecture invariants of front controller, page controller and service to worker: one entry point dispatches, one controller per page, the work is done before the view.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { WEB } from './architecture-invariants-cases/web';

describeArchitectureChecks(WEB);
