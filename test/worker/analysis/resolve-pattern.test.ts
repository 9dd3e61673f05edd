// Pattern names a caller gets wrong: close names are suggested, unrelated ones never; with nothing
// close, the names there are, bounded.
import { describe, expect, it } from 'vitest';
import { resolvePatternName } from '../../../src/analysis';

function doc(slug: string, title: string, aliases: string[] = []) {
  return { path: `patterns/${slug}.md`, title, uri: `arch://docs/patterns/${slug}`, aliases, frontMatter: {} };
}

const docs = [
  doc('rate-limiter', 'Rate limiter', ['token bucket', 'throttle pattern']),
  doc('saga', 'Saga', ['process manager']),
  doc('bulkhead', 'Bulkhead', ['isolation pattern']),
];

describe('resolvePatternName for an unknown name', () => {
  it.each([
    ['rate limitter', 'Rate limiter'],
    ['sagas', 'Saga'],
    ['bulkhed', 'Bulkhead'],
    ['limiter', 'Rate limiter'],
    ['token', 'Rate limiter'],
  ])('should suggest the close name for %j', (name, expected) => {
    const r = resolvePatternName(name, docs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.suggestions.map((s) => s.split(' (')[0])).toEqual([expected]);
  });

  it.each(['memento', 'chain of responsibility', 'lazy pattern', 'marker'])('should suggest nothing for the unrelated name %j and list the patterns instead', (name) => {
    const r = resolvePatternName(name, docs);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions).toEqual([]);
    expect(r.message).not.toContain('Did you mean');
    expect(r.message).toContain('The 3 patterns are: Bulkhead, Rate limiter, Saga.');
  });

  it('should list the first 20 names and say how many there are when a build has more', () => {
    const many = Array.from({ length: 27 }, (_, i) => doc(`p${String(i).padStart(2, '0')}`, `Zeta ${String(i).padStart(2, '0')}`));
    const r = resolvePatternName('memento', many);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('The first 20 of 27 patterns: Zeta 00, Zeta 01,');
    expect(r.message).toContain('Zeta 19.');
    expect(r.message).not.toContain('Zeta 20');
  });
});
