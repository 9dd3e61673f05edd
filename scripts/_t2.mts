import { loadIndexableDocs } from './search-corpus.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
import { RANKING } from '../src/search/ranking.ts';
const docs = (await loadIndexableDocs('/work/shared/corpus')).slice(0, 300);
console.log(docs[5].title, docs[5].path);
const idx = loadSearchIndex(buildSearchIndex(docs));
for (const w of [0, 4, 20]) { RANKING.title.weight = w; const r = idx.search('multi packages monorepo', {limit: 3}); console.log(w, r.hits.map(h=>[h.path,h.score])); }
