// Architecture invariants of distributed tracing, log aggregation, self-registration and rendering decisions: trace context propagated, logs shipped to a central store and naming their source, services registering themselves, enhancers returning a new list, switching on display and design.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { OPS } from './architecture-invariants-cases/operations';

describeArchitectureChecks(OPS);
