// Generated docs for engine tests: words drawn from a skewed distribution, so some terms are in most docs and
// others in a few, with ADRs of every status, colliding ids, tags and successors. The same seed gives the same docs.
import type { IndexableDoc } from '../../../src/search';

/** mulberry32: the same seed always gives the same sequence. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const VOCABULARY = (
  'service team cache queue database event api deploy release test build config message user error request ' +
  'retry backoff circuit breaker idempotent ledger postgres kafka schema migration tenant token oauth session ' +
  'latency throughput canary rollback feature flag observability tracing metrics logging alert incident'
).split(' ');

export function generatedDocs(count: number, seed: number): IndexableDoc[] {
  const random = seeded(seed);
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.5)];
  const text = (n: number) => Array.from({ length: n }, word).join(' ');
  const statuses = ['accepted', 'superseded', 'proposed', 'deprecated', 'rejected'] as const;
  const docs = Array.from({ length: count }, (_, i): IndexableDoc => {
    const adr = i % 3 === 0;
    const path = `org-${i % 7}/${adr ? 'adr' : 'guides'}/${String(i).padStart(5, '0')}-${word()}.md`;
    const status = adr ? statuses[i % statuses.length] : undefined;
    return {
      path,
      title: text(2 + (i % 4)),
      kind: adr ? 'adr' : i % 3 === 1 ? 'guideline' : 'pattern',
      ...(status ? { status } : {}),
      ...(adr ? { adrId: String(i % 40) } : {}),
      supersededBy: [],
      tags: i % 5 === 0 ? [word()] : [],
      aliases: [],
      sections: Array.from({ length: 1 + (i % 6) }, (_, s) => ({ anchor: `s${s}`, heading: text(1 + (s % 3)), text: text(5 + Math.floor(random() * 60)) })),
    };
  });
  // Superseded ADRs name a later ADR of the set as their successor, so promotion has work to do.
  const adrs = docs.filter((d) => d.kind === 'adr');
  adrs.forEach((d, k) => {
    if (d.status === 'superseded' && k + 1 < adrs.length) d.supersededBy = [adrs[k + 1].path];
  });
  return docs;
}

/** Queries of 1 to 12 vocabulary words, long runs, and ADR references. */
export function generatedQueries(count: number, seed: number): string[] {
  const random = seeded(seed);
  return [
    ...Array.from({ length: count }, (_, i) => Array.from({ length: 1 + (i % 12) }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ')),
    'service team cache service queue database event api deploy release test build config message user error',
    'ADR-12 retry backoff service team',
    'adr 7 cache',
  ];
}
