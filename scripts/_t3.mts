import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
import { RANKING } from '../src/search/ranking.ts';
const mk = (path: string, title: string, text: string) => ({ path, title, kind: 'adr' as const, supersededBy: [], tags: [], aliases: [], sections: [{ heading: '', text }] });
const idx = loadSearchIndex(buildSearchIndex([mk('a.md', 'Monorepo layout', 'we use packages here and there monorepo'), mk('b.md', 'Other', 'monorepo packages monorepo')]));
for (const w of [0, 4, 20]) { RANKING.title.weight = w; const r = idx.search('monorepo', {limit: 3}); console.log(w, r.hits.map(h=>[h.path,h.score, (idx as any).scratch.score[0]])); }
const a = (idx as any).a; console.log(a.titleLen, idx.stats);
