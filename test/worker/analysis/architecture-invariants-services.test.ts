// Architecture invariants of API gateway, aggregator, backends for frontends, strangler, client-side UI composition and monolith: gateways call services not stores, aggregators combine responses, one backend per client, routing between legacy and new, UI fragments composed, modules called in process.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { SERVICES } from './architecture-invariants-cases/services';

describeArchitectureChecks(SERVICES);
