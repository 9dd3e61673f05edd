// Scope filtering inside the engine: the same hits as scoring every doc, every hit applies where the call is
// made, and every match is either returned or counted in filteredOut.
import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../../src/docs/scope-glob';
import { CompiledScope, placeOf, type CallScope } from '../../../src/docs/scope-match';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import type { IndexableDoc, SearchOptions } from '../../../src/search';
import { generatedDocs, generatedQueries } from './generated-docs';

const SERVICES = { alpha: ['org-1/**', 'org-2/**'], beta: ['org-3/**'], gamma: ['org-5/**'] };

/** The generated docs with scopes on about half of them, and waivers on some ADRs. */
function scopedDocs(): IndexableDoc[] {
  return generatedDocs(9000, 11).map((doc, i) => {
    const scope = i % 4 === 0 ? { services: [['alpha', 'beta', 'gamma'][i % 3]!] }
      : i % 4 === 1 ? { paths: [`org-${i % 7}/**`] }
      : i % 8 === 2 ? { languages: [i % 16 === 2 ? 'go' : 'kotlin'] }
      : undefined;
    const waivers = doc.kind === 'adr' && i % 9 === 0 ? [{ scope: { services: ['beta'] }, approved_by: `board ${i}`, expires: i % 2 ? '2099-01-01' : '2001-01-01', reason: 'r' }] : undefined;
    return { ...doc, ...(scope ? { scope } : {}), ...(waivers ? { waivers } : {}) };
  });
}

describe('scoped search', () => {
  const docs = scopedDocs();
  const index = loadSearchIndex(buildSearchIndex(docs, { services: SERVICES }));
  const byPath = new Map(docs.map((d) => [d.path, d]));
  const services = new Map(Object.entries(SERVICES).map(([name, globs]) => [name, globs.map(compileGlob)]));
  const queries = generatedQueries(12, 29);
  const places: CallScope[] = [{ forPath: 'org-1/src/main.go' }, { forPath: 'org-3/app/Main.kt' }, { service: 'beta' }, { forPath: 'elsewhere/readme.md' }];
  const filters: Omit<SearchOptions, 'limit' | 'scope'>[] = [{}, { kinds: ['adr'] }, { statuses: ['accepted'] }];

  it('should return exactly what exhaustive scoring returns, only docs that apply, and count every match left out', () => {
    let leftOut = 0;
    for (const call of places) {
      const scope = index.scopeFilter(call);
      const place = placeOf(call, services);
      for (const query of queries) {
        for (const filter of filters) {
          const pruned = index.search(query, { ...filter, scope, limit: 10 });
          const exhaustive = index.search(query, { ...filter, scope, limit: 10, exhaustive: true });
          const unscoped = index.search(query, { ...filter, limit: 10 });
          expect(pruned.hits).toEqual(exhaustive.hits);
          expect(pruned.filteredOut).toBe(exhaustive.filteredOut);
          expect(pruned.totalMatches + pruned.filteredOut).toBe(unscoped.totalMatches);
          for (const hit of pruned.hits) {
            const declared = byPath.get(hit.path)!.scope;
            expect(declared === undefined || new CompiledScope(declared).appliesAt(place)).toBe(true);
          }
          leftOut += pruned.filteredOut;
        }
      }
    }
    expect(leftOut).toBeGreaterThan(0);
  });

  it('should give the waiver that covers the place, expired or not, and none elsewhere', () => {
    const beta = index.scopeFilter({ service: 'beta' });
    const alpha = index.scopeFilter({ service: 'alpha' });
    const sorted = docs.map((d) => d.path).sort();
    const now = Date.UTC(2050, 0, 1);
    const waived = docs.filter((d) => d.waivers);
    expect(waived.length).toBeGreaterThan(20);
    for (const d of waived) {
      const doc = sorted.indexOf(d.path);
      const w = d.waivers![0]!;
      expect(beta.waiver(doc, now)).toEqual({ approved_by: w.approved_by, expires: w.expires, reason: w.reason, expired: w.expires === '2001-01-01' });
      expect(alpha.waiver(doc, now)).toBeUndefined();
    }
  });

  it('should know the services of the map, and leave nothing out for a place no scope mentions when no doc is scoped', () => {
    expect(index.scopes.serviceNames()).toEqual(['alpha', 'beta', 'gamma']);
    const plain = loadSearchIndex(buildSearchIndex(generatedDocs(500, 3)));
    const result = plain.search('cache queue', { scope: plain.scopeFilter({ forPath: 'org-1/a.ts' }), limit: 10 });
    expect(result.filteredOut).toBe(0);
    expect(result.totalMatches).toBe(plain.search('cache queue', { limit: 10 }).totalMatches);
  });
});
