import { readFileSync } from 'node:fs';
import { loadIndexableDocs } from './search-corpus.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
const spec = JSON.parse(readFileSync('/work/shared/eval/search-dev.json','utf8'));
const docs = await loadIndexableDocs('/work/shared/corpus');
const idx = loadSearchIndex(buildSearchIndex(docs));
const ids = process.argv.slice(2);
for (const q of spec.queries.filter((q:any)=>ids.includes(q.id))) {
  const r = idx.search(q.query, {limit: 10});
  console.log('\n#', q.id, q.query);
  r.hits.forEach((h,i)=>console.log(i+1, q.relevant[h.path]??'-', h.score, h.path, h.status??'', '|', h.section?.heading, '|', h.matchedTerms.join(',')));
  for (const p of Object.keys(q.relevant)) if (!r.hits.some(h=>h.path===p)) { const all = idx.search(q.query,{limit:200}).hits; const i = all.findIndex(h=>h.path===p); console.log('  missing', p, 'rank', i+1, all[i]?.score, all[i]?.matchedTerms.join(','), all[i]?.status); }
}
