// Kind resolution: front matter beats config, config beats inference from path and content.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig, parseDoc } from '../../../src/docs/index';

const config = parseConfig({
  kinds: [
    { kind: 'pattern', match: ['catalog/**'] },
    { kind: 'adr', match: ['catalog/decisions/**'] },
    { kind: 'guideline', match: ['**'] },
  ],
});

describe('kinds', () => {
  it('should let front matter kind beat the config', async () => {
    const d = await parseDoc({ path: 'catalog/x.md', content: '---\nkind: guideline\n---\n# X\n' }, config);
    expect(d).toMatchObject({ kind: 'guideline', kindSource: 'front-matter' });
  });

  it('should take the first matching config rule', async () => {
    const d = await parseDoc({ path: 'catalog/decisions/0001-x.md', content: '# X\n## Status\nAccepted\n' }, config);
    expect(d).toMatchObject({ kind: 'pattern', kindSource: 'config' });
    expect(d.adr).toBeUndefined();
  });

  it.each([
    { path: 'docs/adr/0001-record.md', content: '# Record\n', kind: 'adr' },
    { path: 'doc/decisions/use-x.md', content: '# Use X\n', kind: 'adr' },
    { path: 'rfcs/ADR-6.md', content: '# Six\n', kind: 'adr' },
    { path: 'architecture/012-thing.md', content: '# Thing\n## Status\nAccepted\n', kind: 'adr' },
    { path: 'architecture/013-thing.md', content: '# Thing\n## Context\nc\n## Decision\nd\n', kind: 'adr' },
    { path: 'dr/decision-records/2022-02-07-tracing/README.md', content: '# Tracing\n## Decision\nUse it\n', kind: 'adr' },
    { path: 'docs/adr/README.md', content: '# Index of ADRs\n', kind: 'guideline' },
    { path: 'java-design-patterns/adapter/README.md', content: '# Adapter\n', kind: 'pattern' },
    { path: 'misc/circuit-breaker.md', content: '# Circuit breaker\n## Intent\ni\n## Applicability\na\n', kind: 'pattern' },
    { path: 'guides/style.md', content: '# Style\n## Naming\n', kind: 'guideline' },
    { path: 'guides/2024-review.md', content: '# Review\n', kind: 'guideline' },
  ])('should infer $kind for $path', async ({ path, content, kind }) => {
    const d = await parseDoc({ path, content }, DEFAULT_CONFIG);
    expect(d).toMatchObject({ kind, kindSource: 'inferred' });
    expect(d.adr !== undefined).toBe(kind === 'adr');
  });
});
