import { readFileSync } from 'node:fs';
import { loadIndexableDocs } from './search-corpus.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
import { RANKING } from '../src/search/ranking.ts';
import { scoreRanking } from './eval-search.ts';
const spec = JSON.parse(readFileSync('/work/shared/eval/search-dev.json','utf8'));
const docs = await loadIndexableDocs('/work/shared/corpus');
const idx = loadSearchIndex(buildSearchIndex(docs));
const run = () => { let n=0,m=0; for (const q of spec.queries) { const r = scoreRanking(idx.search(q.query,{limit:10}).hits.map(h=>h.path), q.relevant); n+=r.ndcg; m+=r.mrr;} return [(n/spec.queries.length).toFixed(3), (m/spec.queries.length).toFixed(3)].join('/'); };
console.log('base', run());
const base = structuredClone(RANKING);
const tries: [string, (r: any)=>void][] = [];
for (const cov of [0, 0.15]) for (const k1 of [1.2, 1.6, 2.0]) for (const sb of [0.3, 0.6, 1.0]) for (const bb of [0.6, 0.75])
  tries.push([`cov=${cov} k1=${k1} sb=${sb} bb=${bb}`, r => { r.coverageWeight = cov; r.k1 = k1; r.sectionBonus = sb; r.body.b = bb; }]);
for (const [name, f] of tries) { Object.assign(RANKING, structuredClone(base)); f(RANKING); console.log(name, run()); }
