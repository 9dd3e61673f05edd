import { loadIndexableDocs } from './search-corpus.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/index.ts';
import { shardChecksum, checksum32, shardHeaderSchema } from '../src/search/format.ts';
const docs = await loadIndexableDocs('/work/shared/corpus');
const shards = buildSearchIndex(docs);
const b = shards[0];
const hl = new DataView(b.buffer).getUint32(8, true);
const json = JSON.parse(new TextDecoder().decode(b.subarray(16, 16+hl)));
for (let i=0;i<20;i++){
 let t=performance.now(); const j = JSON.parse(new TextDecoder().decode(b.subarray(16, 16+hl))); const t1=performance.now();
 shardHeaderSchema.parse(j); const t2=performance.now();
 shardChecksum(b.subarray(16,16+hl), b.subarray(16+hl), json.blocks); const t3=performance.now();
 loadSearchIndex(shards); const t4=performance.now();
 if (i>15) console.log('json',(t1-t).toFixed(3),'zod',(t2-t1).toFixed(3),'cs',(t3-t2).toFixed(3),'load',(t4-t3).toFixed(3), hl);
}
