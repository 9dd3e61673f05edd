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
const tries: [string, (r: any)=>void][] = [
 ['k1=0.9', r=>r.k1=0.9], ['k1=1.6', r=>r.k1=1.6], ['k1=2', r=>r.k1=2],
 ['title=2', r=>r.title.weight=2], ['title=6', r=>r.title.weight=6], ['title=8', r=>r.title.weight=8],
 ['titleb=0.8', r=>r.title.b=0.8], ['titleb=0.2', r=>r.title.b=0.2],
 ['path=0', r=>r.path.weight=0], ['path=2', r=>r.path.weight=2],
 ['head=0.5', r=>r.heading.weight=0.5], ['head=3', r=>r.heading.weight=3],
 ['bodyb=0.5', r=>r.body.b=0.5], ['bodyb=0.9', r=>r.body.b=0.9],
 ['secB=0', r=>r.sectionBonus=0], ['secB=0.6', r=>r.sectionBonus=0.6], ['secB=1', r=>r.sectionBonus=1],
 ['cov=0', r=>r.coverageWeight=0], ['cov=0.3', r=>r.coverageWeight=0.3], ['cov=0.7', r=>r.coverageWeight=0.7], ['cov=0.9', r=>r.coverageWeight=0.9],
 ['sup=0.85', r=>{r.statusPrior.superseded=0.85; r.statusPrior.deprecated=0.85}], ['sup=0.5', r=>{r.statusPrior.superseded=0.5;}],
 ['id=1', r=>r.id.weight=1], ['id=6', r=>r.id.weight=6],
 ['secb=0.5', r=>r.sectionB=0.5], ['secHead=4', r=>r.sectionHeadingWeight=4],
];
for (const [name, f] of tries) { Object.assign(RANKING, structuredClone(base)); f(RANKING); console.log(name, run()); }
