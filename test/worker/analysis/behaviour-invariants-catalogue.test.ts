// The behaviour catalogue: every check name is registered once, and each catalogued doc gets an entry whose invariants all quote it.
import { describe, expect, it } from 'vitest';
import { catalogueEntryFor, quoteFromDoc } from '../../../src/analysis/patterns/catalogue';
import { INVARIANT_CHECKS, duplicateCheckNames } from '../../../src/analysis/patterns/invariants/registry';

const corpus = import.meta.glob('../../../../shared/corpus/{java-design-patterns/*/README.md,go-patterns/**/*.md}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The docs each catalogue entry covers, by their path under shared/corpus. */
const catalogued: string[] = [
  'java-design-patterns/guarded-suspension/README.md',
  'java-design-patterns/mediator/README.md',
  'java-design-patterns/publish-subscribe/README.md',
  'go-patterns/messaging/publish_subscribe.md',
  'java-design-patterns/poison-pill/README.md',
  'java-design-patterns/event-queue/README.md',
  'java-design-patterns/queue-based-load-leveling/README.md',
  'java-design-patterns/active-object/README.md',
  'java-design-patterns/actor-model/README.md',
  'java-design-patterns/promise/README.md',
  'java-design-patterns/async-method-invocation/README.md',
  'java-design-patterns/half-sync-half-async/README.md',
  'java-design-patterns/event-based-asynchronous/README.md',
  'java-design-patterns/callback/README.md',
  'java-design-patterns/reactor/README.md',
  'java-design-patterns/master-worker/README.md',
  'java-design-patterns/fanout-fanin/README.md',
  'go-patterns/concurrency/parallelism.md',
  'go-patterns/concurrency/bounded_parallelism.md',
  'go-patterns/messaging/fan_in.md',
  'go-patterns/messaging/fan_out.md',
  'java-design-patterns/leader-followers/README.md',
  'java-design-patterns/leader-election/README.md',
  'go-patterns/profiling/timing.md',
  'java-design-patterns/monitor/README.md',
  'java-design-patterns/lockable-object/README.md',
  'go-patterns/synchronization/semaphore.md',
  'java-design-patterns/thread-specific-storage/README.md',
  'java-design-patterns/optimistic-offline-lock/README.md',
  'java-design-patterns/version-number/README.md',
  'java-design-patterns/microservices-idempotent-consumer/README.md',
  'java-design-patterns/game-loop/README.md',
  'java-design-patterns/update-method/README.md',
  'java-design-patterns/double-buffer/README.md',
  'java-design-patterns/bytecode/README.md',
  'java-design-patterns/trampoline/README.md',
  'java-design-patterns/monad/README.md',
  'java-design-patterns/combinator/README.md',
  'java-design-patterns/currying/README.md',
  'java-design-patterns/function-composition/README.md',
  'java-design-patterns/collection-pipeline/README.md',
  'java-design-patterns/filterer/README.md',
  'java-design-patterns/map-reduce/README.md',
  'java-design-patterns/event-aggregator/README.md',
  'java-design-patterns/event-driven-architecture/README.md',
  'java-design-patterns/microservices-messaging/README.md',
  'java-design-patterns/polling-publisher/README.md',
  'java-design-patterns/saga/README.md',
  'java-design-patterns/fallback/README.md',
  'java-design-patterns/commander/README.md',
  'java-design-patterns/backpressure/README.md',
  'java-design-patterns/feature-toggle/README.md',
  'java-design-patterns/health-check/README.md',
  'java-design-patterns/intercepting-filter/README.md',
  'java-design-patterns/rule-engine/README.md',
  'java-design-patterns/notification/README.md',
  'java-design-patterns/bloc/README.md',
  'java-design-patterns/flux/README.md',
];

describe('behaviour catalogue', () => {
  it.each(catalogued)('should give %s an entry whose invariants all quote the doc', (path) => {
    const body = Object.entries(corpus).find(([k]) => k.endsWith(`/corpus/${path}`))?.[1];
    expect(body, path).toBeDefined();
    const parts = path.split('/');
    const entry = catalogueEntryFor([parts[parts.length - 2], parts[parts.length - 1].replace(/\.md$/, '')]);
    expect(entry, path).toBeDefined();
    for (const inv of entry!.invariants) {
      expect(Object.hasOwn(INVARIANT_CHECKS, inv.check)).toBe(true);
      expect(quoteFromDoc(body!, inv.doc_terms), `${path} ${inv.id}`).toBeDefined();
    }
  });
});

describe('behaviour invariant checks', () => {
  it('should register every check name once across the check modules', () => {
    expect(duplicateCheckNames()).toEqual([]);
  });
});
