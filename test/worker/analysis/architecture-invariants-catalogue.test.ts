// The architecture catalogue: pattern docs and aliases resolve to their entries, the docs' own code examples comply,
// and violations quote the doc and explain the fix, or say the pattern is not implemented.
import { describe, expect, it } from 'vitest';
import { catalogueEntryFor, invariantsFor } from '../../../src/analysis/patterns/catalogue';
import { validateAgainstPattern } from '../../../src/analysis/patterns/validate';
import mvcDoc from '../../../../shared/corpus/java-design-patterns/model-view-controller/README.md?raw';
import mvpDoc from '../../../../shared/corpus/java-design-patterns/model-view-presenter/README.md?raw';
import mviDoc from '../../../../shared/corpus/java-design-patterns/model-view-intent/README.md?raw';
import frontControllerDoc from '../../../../shared/corpus/java-design-patterns/front-controller/README.md?raw';
import templateViewDoc from '../../../../shared/corpus/java-design-patterns/templateview/README.md?raw';
import hexagonalDoc from '../../../../shared/corpus/java-design-patterns/hexagonal-architecture/README.md?raw';
import aggregatorDoc from '../../../../shared/corpus/java-design-patterns/microservices-aggregrator/README.md?raw';
import stranglerDoc from '../../../../shared/corpus/java-design-patterns/strangler/README.md?raw';
import logAggregationDoc from '../../../../shared/corpus/java-design-patterns/microservices-log-aggregation/README.md?raw';
import domainEventDoc from '../../../../shared/corpus/modular-monolith-with-ddd/docs/catalog-of-terms/Domain-Event/README.md?raw';
import valueObjectDoc from '../../../../shared/corpus/modular-monolith-with-ddd/docs/catalog-of-terms/ValueObject-DDD/README.md?raw';
import switchDoc from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/patterns/switch-on-display-design.md?raw';

/** The doc's fenced code blocks in one language, joined. */
function docCode(raw: string, language: string): string {
  return [...raw.matchAll(/```(\w*)\n([\s\S]*?)```/g)].filter((m) => m[1] === language).map((m) => m[2]).join('\n');
}

/** A pattern doc as the validator receives it. */
function doc(path: string, raw: string) {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  const body = fm ? raw.slice(fm[0].length) : raw;
  const title = /^title:\s*"?([^"\n]+)"?/m.exec(fm?.[1] ?? '')?.[1] ?? /^#\s+(.*)$/m.exec(body)?.[1] ?? path;
  return { path, title, body, frontMatter: {}, aliases: [] as string[] };
}

describe('architecture pattern catalogue', () => {
  it.each([
    ['model-view-controller', ['model-ignores-view', 'view-only-presents']],
    ['model-view-presenter', ['view-only-presents', 'presenter-uses-view-interface']],
    ['model-view-viewmodel', ['state-ignores-view', 'notifies-bound-view']],
    ['model-view-intent', ['view-only-presents', 'intents-enter-one-place']],
    ['presentation-model', ['state-ignores-view', 'view-only-presents']],
    ['front-controller', ['front-controller-dispatches']],
    ['page-controller', ['controller-per-page']],
    ['view-helper', ['helper-prepares-view-renders']],
    ['templateview', ['template-fixes-layout']],
    ['composite-view', ['composite-renders-children']],
    ['service-to-worker', ['work-before-view', 'view-only-presents']],
    ['hexagonal-architecture', ['core-depends-on-ports']],
    ['onion-architecture', ['core-depends-on-ports']],
    ['clean-architecture', ['core-depends-on-ports']],
    ['layered-architecture', ['layers-call-downward']],
    ['command-query-responsibility-segregation', ['commands-return-no-data', 'queries-change-nothing']],
    ['strangler', ['routes-between-legacy-and-new']],
    ['backends-for-frontends', ['one-backend-per-client', 'calls-services-not-stores']],
    ['microservices-api-gateway', ['calls-services-not-stores']],
    ['microservices-aggregrator', ['combines-service-responses', 'calls-services-not-stores']],
    ['microservices-client-side-ui-composition', ['composes-ui-fragments']],
    ['microservices-distributed-tracing', ['propagates-trace-context']],
    ['microservices-log-aggregation', ['ships-logs-to-central-store', 'entries-name-their-source']],
    ['microservices-self-registration', ['registers-itself']],
    ['monolithic-architecture', ['modules-call-in-process']],
    ['naked-objects', ['domain-objects-own-behaviour']],
    ['Entity-DDD', ['identity-defines-entity', 'changes-through-behaviour']],
    ['Domain-Event', ['events-are-immutable-facts', 'aggregate-raises-events']],
    ['Event', ['events-are-immutable-facts']],
    ['ValueObject-DDD', ['value-without-identity']],
    ['enhancers', ['enhancer-returns-new-list']],
    ['switch-on-display-design', ['switches-on-display-and-design']],
    ['decide-layout', ['switches-on-display-and-design']],
  ])('should resolve the %s doc to its catalogue entry', (name, checks) => {
    const entry = catalogueEntryFor([name]);
    expect(entry?.invariants.map((i) => i.check)).toEqual(checks);
  });

  it.each(['MVC', 'mvp', 'MVVM', 'CQRS', 'Ports and Adapters', 'BFF', 'API Gateway', 'Strangler Fig', 'Single-tier architecture'])('should resolve the alias %j', (alias) => {
    expect(catalogueEntryFor([alias])).toBeDefined();
  });

  it.each([
    ['java-design-patterns/model-view-controller/README.md', mvcDoc, 'java'],
    ['java-design-patterns/model-view-presenter/README.md', mvpDoc, 'java'],
    ['java-design-patterns/model-view-intent/README.md', mviDoc, 'java'],
    ['java-design-patterns/front-controller/README.md', frontControllerDoc, 'java'],
    ['java-design-patterns/templateview/README.md', templateViewDoc, 'java'],
    ['java-design-patterns/hexagonal-architecture/README.md', hexagonalDoc, 'java'],
    ['java-design-patterns/microservices-aggregrator/README.md', aggregatorDoc, 'java'],
    ['java-design-patterns/strangler/README.md', stranglerDoc, 'java'],
    ['java-design-patterns/microservices-log-aggregation/README.md', logAggregationDoc, 'java'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/Domain-Event/README.md', domainEventDoc, 'csharp'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/ValueObject-DDD/README.md', valueObjectDoc, 'csharp'],
    ['dotcom-rendering/dotcom-rendering/docs/patterns/switch-on-display-design.md', switchDoc, ''],
  ])('should accept the code example of %s as compliant', (path, raw, language) => {
    const d = doc(path, raw);
    const entry = catalogueEntryFor([path.split('/').slice(-2, -1)[0], path.split('/').pop()!.replace(/\.md$/, '')])!;
    const result = validateAgainstPattern({ code: docCode(raw, language), language: language || 'typescript' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.violations).toEqual([]);
    expect(result.compliant).toBe(true);
  });

  it('should quote the doc and explain the fix when a presenter depends on a concrete view', () => {
    const d = doc('java-design-patterns/model-view-presenter/README.md', mvpDoc);
    const entry = catalogueEntryFor(['model-view-presenter'])!;
    const code = 'interface LoginView { void showError(String m); }\nclass SwingLoginView implements LoginView { public void showError(String m) {} }\nclass LoginPresenter {\n  private final SwingLoginView view;\n  LoginPresenter(SwingLoginView view) { this.view = view; }\n  void failed() { view.showError("no"); }\n}';
    const result = validateAgainstPattern({ code, language: 'java' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.compliant).toBe(false);
    expect(result.violations[0]).toMatchObject({ rule: 'presenter-uses-view-interface', line: 4, severity: 'error' });
    expect(result.violations[0].why).toContain('The pattern doc');
    expect(result.violations[0].fix).toMatch(/interface/);
  });

  it('should say the code does not implement the pattern when there is no front controller', () => {
    const d = doc('java-design-patterns/front-controller/README.md', frontControllerDoc);
    const entry = catalogueEntryFor(['front-controller'])!;
    const code = 'class ArcherView { void display() { System.out.println("archer"); } }\nclass CatapultView { void display() { System.out.println("catapult"); } }';
    const result = validateAgainstPattern({ code, language: 'java' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.compliant).toBe(false);
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0].rule).toBe('implements-pattern');
    expect(result.violations[0].description).toMatch(/^does not implement Front Controller.*entry point/);
  });
});
