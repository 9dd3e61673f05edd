// The structure catalogue: every check name is defined once, and each entry resolves from its java-design-patterns doc and quotes it for every invariant.
import { describe, expect, it } from 'vitest';
import { catalogueEntries, catalogueEntryFor, quoteFromDoc } from '../../../src/analysis/patterns/catalogue';
import structureCatalogue from '../../../src/analysis/patterns/catalogue/structure.json';
import { duplicateCheckNames, INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';

describe('structure catalogue', () => {
  const docs = import.meta.glob('../../../../shared/corpus/java-design-patterns/*/README.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  const docFor = (folder: string) => docs[`../../../../shared/corpus/java-design-patterns/${folder}/README.md`];

  it('should define every check name once across the registry', () => {
    expect(duplicateCheckNames()).toEqual([]);
  });

  it.each(structureCatalogue.patterns.map((p) => [p.names[0], p] as const))('should resolve the %s doc to its entry and quote the doc for each invariant', (folder, entry) => {
    expect(catalogueEntryFor([folder])).toBe(catalogueEntries().find((e) => e.names[0] === entry.names[0]));
    const body = docFor(folder);
    expect(body, `no corpus doc for ${folder}`).toBeTruthy();
    for (const inv of entry.invariants) {
      expect(Object.hasOwn(INVARIANT_CHECKS, inv.check)).toBe(true);
      expect(quoteFromDoc(body, inv.doc_terms), `${folder}/${inv.id}`).toBeDefined();
    }
  });
});
