// Supersession nobody wrote down, on real ADRs: a later record whose title removes what an earlier
// one of the same log took up retires it; order, scope and other logs are respected.
import { describe, expect, it } from 'vitest';
import { buildAdrKnowledge, lexiconWith } from '../../../src/analysis';
import helmChart from '../../../../shared/corpus/eclipse-edc-connector/docs/developer/decision-records/2022-02-14-helm-chart/README.md?raw';
import deleteHelm from '../../../../shared/corpus/eclipse-edc-connector/docs/developer/decision-records/2023-05-17-delete-helm-charts/README.md?raw';
import amp from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/011-amp.md?raw';
import ampRemoval from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/030-amp-removal.md?raw';
import react from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/003-react.md?raw';
import preact from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/019-react-to-preact.md?raw';
import monorepo from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/005-monorepo.md?raw';
import removeMonorepo from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/017-remove-monorepo.md?raw';
import fcType from '../../../../shared/corpus/log4brains/packages/web/docs/adr/20200927-avoid-react-fc-type.md?raw';

const lexicon = lexiconWith();
const doc = (path: string, body: string) => ({ path, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? path, body });
const successorsOf = (docs: [string, string][]) => buildAdrKnowledge(docs.map(([p, b]) => doc(p, b)), lexicon).knowledge.successors;

describe('implicit retirement', () => {
  it('should retire a record when a later one in its log deletes what it took up (dated folders, one record each)', () => {
    const s = successorsOf([
      ['edc/decision-records/2022-02-14-helm-chart/README.md', helmChart],
      ['edc/decision-records/2023-05-17-delete-helm-charts/README.md', deleteHelm],
    ]);
    expect(s['edc/decision-records/2022-02-14-helm-chart/README.md']).toEqual(['edc/decision-records/2023-05-17-delete-helm-charts/README.md']);
  });

  it('should retire by a title that names a removal ("AMP Removal") or a move away ("Moving from React to Preact")', () => {
    const s = successorsOf([
      ['dcr/architecture/003-react.md', react],
      ['dcr/architecture/011-amp.md', amp],
      ['dcr/architecture/019-react-to-preact.md', preact],
      ['dcr/architecture/030-amp-removal.md', ampRemoval],
    ]);
    expect(s['dcr/architecture/011-amp.md']).toEqual(['dcr/architecture/030-amp-removal.md']);
    expect(s['dcr/architecture/003-react.md']).toEqual(['dcr/architecture/019-react-to-preact.md']);
    // A removal retires only what it removes.
    expect(s['dcr/architecture/019-react-to-preact.md']).toBeUndefined();
    expect(s['dcr/architecture/030-amp-removal.md']).toBeUndefined();
  });

  it('should not retire a record that came later than the removal, or one whose order the paths cannot tell', () => {
    const later = successorsOf([
      ['dcr/architecture/031-amp.md', amp],
      ['dcr/architecture/030-amp-removal.md', ampRemoval],
    ]);
    expect(later['dcr/architecture/031-amp.md']).toBeUndefined();
    const unordered = successorsOf([
      ['dcr/architecture/amp.md', amp],
      ['dcr/architecture/amp-removal.md', ampRemoval],
    ]);
    expect(unordered['dcr/architecture/amp.md']).toBeUndefined();
  });

  it('should not retire a broader decision by a narrower removal, nor across decision logs', () => {
    // "Componentisation solution as a monorepo" decided more than the monorepo that "Remove monorepo" undoes.
    const broad = successorsOf([
      ['dcr/architecture/005-monorepo.md', monorepo],
      ['dcr/architecture/017-remove-monorepo.md', removeMonorepo],
    ]);
    expect(broad['dcr/architecture/005-monorepo.md']).toBeUndefined();
    // Avoiding the React.FC type does not retire the choice of React.
    const narrow = successorsOf([
      ['web/adr/20200101-react.md', react],
      ['web/adr/20200927-avoid-react-fc-type.md', fcType],
    ]);
    expect(narrow['web/adr/20200101-react.md']).toBeUndefined();
    const apart = successorsOf([
      ['team-a/adr/011-amp.md', amp],
      ['team-b/adr/030-amp-removal.md', ampRemoval],
    ]);
    expect(apart['team-a/adr/011-amp.md']).toBeUndefined();
  });
});
