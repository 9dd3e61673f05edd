import { loadIndexableDocs } from './search-corpus.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
const t0 = performance.now();
const docs = await loadIndexableDocs('/work/shared/corpus');
const t1 = performance.now();
const shards = buildSearchIndex(docs);
const t2 = performance.now();
console.log('docs', docs.length, 'load', (t1-t0).toFixed(0), 'build', (t2-t1).toFixed(0), 'bytes', shards.map(s=>s.length));
for (let i=0;i<5;i++){const a=performance.now(); const idx = loadSearchIndex(shards); console.log('open', (performance.now()-a).toFixed(3), idx.stats.termCount, idx.stats.surfaceCount);}
const idx = loadSearchIndex(shards);
for (const q of ['dotcom ADR 28: are we allowed to use React context now?','ADR-112 proposer timestamps','blue-green, canary or rolling deploymnets - which rollout approach should we pick', 'named exports typscript']) {
  const r = idx.search(q, {limit: 5});
  console.log('\n#', q, r.totalMatches);
  for (const h of r.hits) console.log(h.score, h.path, h.status, h.section?.heading, '|', h.excerpt.slice(0,150), h.matchedTerms.join(','));
}
