import { loadIndexableDocs } from '/work/main/scripts/search-corpus.ts';
import { buildIndexContent } from '/work/main/src/search/builder.ts';
import { checksum32 } from '/work/main/src/search/format.ts';
const docs = await loadIndexableDocs('/work/shared/corpus');
const c = buildIndexContent(docs, {maxShardBytes: 20<<20, maxSectionTextBytes: 4096, maxDocTextBytes: 32768}, 20<<20);
for (const [n,a] of c.arrays) if (a.byteLength > 100000) console.log(n, a.byteLength);
const buf = new Uint8Array(12_000_000);
for (let i=0;i<5;i++){const t=performance.now(); checksum32(buf); console.log('cs', (performance.now()-t).toFixed(3));}
