// The core pattern catalogue: every entry resolves by each of its names, and real docs resolve to it and accept their own examples.
import { describe, expect, it } from 'vitest';
import core from '../../../src/analysis/patterns/catalogue/core.json';
import { catalogueEntryFor, invariantsFor } from '../../../src/analysis/patterns/catalogue';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { codeSamples } from '../../../src/analysis/patterns/pattern-doc';
import { validateAgainstPattern } from '../../../src/analysis/patterns/validate';
import commandDoc from '../../../../shared/corpus/modular-monolith-with-ddd/docs/catalog-of-terms/Command/README.md?raw';

describe('core pattern catalogue', () => {
  it.each(core.patterns.flatMap((entry) => entry.names.map((name) => [name, entry.names[0]] as const)))('should resolve the name %j to the %s entry', (name, first) => {
    expect(catalogueEntryFor([name])?.names[0]).toBe(first);
  });

  it.each(core.patterns.map((entry) => [entry.names[0], entry.invariants.map((i) => i.check)] as const))('should register every check the %s entry lists', (_name, checks) => {
    for (const check of checks) expect(Object.hasOwn(INVARIANT_CHECKS, check), check).toBe(true);
  });

  it.each([
    ['java-design-patterns/chain-of-responsibility', 'chain-of-responsibility'],
    ['go-patterns/structural/decorator', 'decorator'],
    ['java-design-patterns/virtual-proxy', 'proxy'],
    ['java-design-patterns/objects-for-states', 'state'],
    ['go-patterns/creational/object-pool', 'object-pool'],
    ['go-patterns/concurrency/generator', 'generator'],
    ['java-design-patterns/rate-limiting-pattern', 'throttling'],
    ['java-design-patterns/thread-pool-executor', 'thread-pool-executor'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/Dependency-Injection', 'dependency-injection'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/Aggregate-DDD', 'aggregate'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/Command', 'command'],
    ['java-design-patterns/factory', 'factory-method'],
  ])('should resolve the doc folder %s to the %s entry', (path, first) => {
    expect(catalogueEntryFor([path.split('/').pop()!])?.names[0]).toBe(first);
  });

  it('should accept the modular monolith Command doc\'s own command and handler as command objects', () => {
    const entry = catalogueEntryFor(['Command'])!;
    const doc = { path: 'modular-monolith-with-ddd/docs/catalog-of-terms/Command/README.md', title: 'Command', body: commandDoc };
    const code = codeSamples(commandDoc).filter((s) => s.language === 'csharp').map((s) => s.code).join('\n');
    const result = validateAgainstPattern({ code, language: 'csharp' }, doc, { invariants: invariantsFor(entry, doc.body), participants: entry.participants });
    expect(result.violations).toEqual([]);
    expect(result.checks_applied).toEqual([{ rule: 'command-objects', source: 'catalogue', passed: true }]);
  });

  it('should still say a CQRS-style handler without any command class implements no command', () => {
    const entry = catalogueEntryFor(['Command'])!;
    const code = 'internal class MeetingService\n{\n    public void Handle(string action, Guid id)\n    {\n        if (action == "cancel") _meetings.Cancel(id);\n        else if (action == "move") _meetings.Move(id);\n        else if (action == "close") _meetings.Close(id);\n    }\n}';
    const result = validateAgainstPattern({ code, language: 'csharp' }, { path: 'Command/README.md', title: 'Command', body: commandDoc }, { invariants: invariantsFor(entry, commandDoc), participants: entry.participants });
    expect(result.compliant).toBe(false);
    expect(result.violations[0].description).toMatch(/^does not implement Command: no command objects found/);
  });
});
