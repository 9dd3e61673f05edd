// Scores search_architecture, called through the real tool, on labelled queries: nDCG@10
// (gain 2^g − 1, log2 discount), MRR@10 and recall@10, per query and on average.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { searchArchitectureTool } from '../../src/tools/search-architecture';
import { percentile } from './metrics';
import type { ToolHarness } from './tool-harness';

const querySchema = z.object({
  id: z.string(),
  query: z.string(),
  kind: z.string().optional(),
  relevant: z.record(z.string(), z.number()),
});
const fileSchema = z.object({ queries: z.array(querySchema) });

export interface RankingScores {
  ndcg: number;
  mrr: number;
  recall: number;
}

/** nDCG@k, MRR@k and recall@k of a ranked list of paths against graded labels. */
export function scoreRanking(ranked: readonly string[], relevant: Record<string, number>, k = 10): RankingScores {
  const top = ranked.slice(0, k);
  const dcg = top.reduce((sum, path, i) => sum + (2 ** (relevant[path] ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const first = top.findIndex((p) => (relevant[p] ?? 0) > 0);
  const relevantCount = Object.values(relevant).filter((g) => g > 0).length;
  return {
    ndcg: ideal > 0 ? dcg / ideal : 0,
    mrr: first >= 0 ? 1 / (first + 1) : 0,
    recall: relevantCount ? top.filter((p) => (relevant[p] ?? 0) > 0).length / relevantCount : 0,
  };
}

/** Prints per-query scores and the means; returns mean nDCG@10. */
export async function evalSearch(file: string, harness: ToolHarness, options: { verbose?: boolean } = {}): Promise<number> {
  const { queries } = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const totals = { ndcg: 0, mrr: 0, recall: 0 };
  const latencies: number[] = [];
  for (const q of queries) {
    // The labels' `kind` describes the question; the tool is asked as an assistant would ask it.
    const started = performance.now();
    const result = await harness.call(searchArchitectureTool, { query: q.query.slice(0, 500), max_results: 10 });
    latencies.push(performance.now() - started);
    const ranked = result.isError ? [] : (result.structuredContent as { results: { path: string }[] }).results.map((r) => r.path);
    const s = scoreRanking(ranked, q.relevant);
    totals.ndcg += s.ndcg;
    totals.mrr += s.mrr;
    totals.recall += s.recall;
    console.log(`${q.id}  nDCG ${s.ndcg.toFixed(3)}  MRR ${s.mrr.toFixed(3)}  recall ${s.recall.toFixed(2)}  ${q.query.slice(0, 70)}`);
    if (options.verbose) ranked.slice(0, 5).forEach((p, i) => console.log(`      ${i + 1}. ${q.relevant[p] ? `[${q.relevant[p]}] ` : ''}${p}`));
  }
  const n = Math.max(queries.length, 1);
  console.log('');
  console.log(`queries: ${queries.length}`);
  console.log(`nDCG@10   ${(totals.ndcg / n).toFixed(3)}`);
  console.log(`MRR@10    ${(totals.mrr / n).toFixed(3)}`);
  console.log(`recall@10 ${(totals.recall / n).toFixed(3)}`);
  console.log(`latency per tool call (Node): p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms`);
  return totals.ndcg / n;
}
