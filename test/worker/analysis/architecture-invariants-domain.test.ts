// Architecture invariants of domain-driven design: identity defines an entity, changes go through behaviour, events are immutable facts raised by the aggregate, values have no identity, domain objects own their behaviour.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { DOMAIN } from './architecture-invariants-cases/domain';

describeArchitectureChecks(DOMAIN);
