// Scores search quality on a labelled query file: nDCG@10, MRR@10 and recall@10 for our engine and a MiniSearch BM25 baseline.
// Usage: npx tsx scripts/eval-search.ts [../shared/eval/search-dev.json] [--corpus DIR] [--kind-filter]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { buildSearchIndex, loadSearchIndex } from '../src/search';
import type { DocKind } from '../src/docs';
import type { IndexableDoc } from '../src/search';
import { loadIndexableDocs } from './search-corpus';

const K = 10;
const evalFileSchema = z.object({
  corpus: z.string().optional(),
  queries: z.array(
    z.object({
      id: z.string(),
      query: z.string(),
      kind: z.enum(['adr', 'pattern', 'guideline', 'any']),
      relevant: z.record(z.string(), z.number()),
    }),
  ),
});
type EvalQuery = z.infer<typeof evalFileSchema>['queries'][number];
interface Metrics {
  ndcg: number;
  mrr: number;
  recall: number;
}

/** nDCG@K with gain 2^g − 1 and a log2(rank + 1) discount; MRR@K of the first relevant; recall@K over labelled docs. */
export function scoreRanking(ranked: string[], relevant: Record<string, number>): Metrics {
  const top = ranked.slice(0, K);
  const dcg = top.reduce((sum, p, i) => sum + (2 ** (relevant[p] ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, K)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const first = top.findIndex((p) => (relevant[p] ?? 0) > 0);
  const found = top.filter((p) => (relevant[p] ?? 0) > 0).length;
  return { ndcg: ideal ? dcg / ideal : 0, mrr: first >= 0 ? 1 / (first + 1) : 0, recall: found / Object.keys(relevant).length };
}

function mean(rows: Metrics[]): Metrics {
  const n = rows.length || 1;
  return {
    ndcg: rows.reduce((s, r) => s + r.ndcg, 0) / n,
    mrr: rows.reduce((s, r) => s + r.mrr, 0) / n,
    recall: rows.reduce((s, r) => s + r.recall, 0) / n,
  };
}

function miniSearchBaseline(docs: IndexableDoc[]): (query: string, kind?: DocKind) => string[] {
  const mini = new MiniSearch<{ id: number; path: string; title: string; text: string; kind: DocKind }>({
    fields: ['title', 'text'],
    storeFields: ['path', 'kind'],
    searchOptions: { boost: { title: 2 } },
  });
  mini.addAll(docs.map((d, id) => ({ id, path: d.path, title: d.title, kind: d.kind, text: d.sections.map((s) => `${s.heading}\n${s.text}`).join('\n') })));
  return (query, kind) =>
    mini
      .search(query, kind ? { filter: (r) => r.kind === kind } : {})
      .slice(0, K)
      .map((r) => r.path as string);
}

const fmt = (m: Metrics): string => `nDCG@10 ${m.ndcg.toFixed(3)}  MRR@10 ${m.mrr.toFixed(3)}  recall@10 ${m.recall.toFixed(3)}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--')) ?? path.resolve(import.meta.dirname, '../../shared/eval/search-dev.json');
  const corpusFlag = args.indexOf('--corpus');
  const kindFilter = args.includes('--kind-filter');
  const spec = evalFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const corpus = corpusFlag >= 0 ? args[corpusFlag + 1] : path.resolve(path.dirname(file), '..', spec.corpus ?? 'corpus');
  const docs = await loadIndexableDocs(corpus);
  const index = loadSearchIndex(buildSearchIndex(docs));
  const baseline = miniSearchBaseline([...docs].sort((a, b) => (a.path < b.path ? -1 : 1)));
  const kindOf = (q: EvalQuery): DocKind | undefined => (kindFilter && q.kind !== 'any' ? q.kind : undefined);

  const ours: Metrics[] = [];
  const theirs: Metrics[] = [];
  console.log(`${docs.length} docs from ${corpus}; ${spec.queries.length} queries; kind filter ${kindFilter ? 'on' : 'off'}\n`);
  console.log('id    ours nDCG  MRR   R@10 | mini nDCG  MRR   R@10 | query');
  for (const q of spec.queries) {
    const kind = kindOf(q);
    const hits = index.search(q.query, { limit: K, ...(kind ? { kinds: [kind] } : {}) }).hits.map((h) => h.path);
    const a = scoreRanking(hits, q.relevant);
    const b = scoreRanking(baseline(q.query, kind), q.relevant);
    ours.push(a);
    theirs.push(b);
    const row = (m: Metrics) => `${m.ndcg.toFixed(3)} ${m.mrr.toFixed(3)} ${m.recall.toFixed(2)}`;
    console.log(`${q.id.padEnd(5)} ${row(a)} | ${row(b)} | ${q.query.slice(0, 70)}`);
  }
  const a = mean(ours);
  const b = mean(theirs);
  console.log(`\narch-mcp   ${fmt(a)}`);
  console.log(`MiniSearch ${fmt(b)}`);
  console.log(`ratio      nDCG ×${(a.ndcg / (b.ndcg || 1)).toFixed(2)}`);
}

// Run only as a script, so the metric helpers can be imported without running an evaluation.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
