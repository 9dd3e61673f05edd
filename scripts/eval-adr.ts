// Scores check_adr_alignment on a labelled set: `npx tsx scripts/eval-adr.ts FILE [--docs DIR] [--verbose]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildAdrKnowledge, checkAdrAlignment, type AdrRef, type CandidateRetriever } from '../src/analysis';
import { parseDoc, resolveCorpus, type ParsedDoc } from '../src/docs';
import { buildSearchIndex, loadSearchIndex, toIndexableDoc } from '../src/search';
import { readDocsFolder } from './read-docs-folder';

const alignment = z.enum(['supports', 'conflicts', 'related']);
const caseSchema = z.object({
  id: z.string(),
  decision_description: z.string(),
  decision_context: z.string().optional(),
  expect: z.array(z.object({
    path: z.string(),
    alignment,
    alignment_acceptable: z.array(alignment).optional(),
    status: z.string().optional(),
    superseded_by: z.string().optional(),
  })),
  must_not_include: z.array(z.string()).default([]),
});

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--docs');
  if (!file) throw new Error('usage: eval-adr FILE [--docs DIR] [--verbose]');
  const verbose = args.includes('--verbose');
  const docsArg = args.indexOf('--docs');
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const docsDir = docsArg >= 0 ? args[docsArg + 1] : path.resolve(repoRoot, '../shared/corpus');
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));

  const t0 = performance.now();
  const folder = readDocsFolder(docsDir);
  const parsed: ParsedDoc[] = [];
  for (const f of folder.files) parsed.push(await parseDoc({ path: f.path, content: f.bytes }, folder.config));
  const { manifest } = resolveCorpus(parsed);
  const byPath = new Map(manifest.map((m) => [m.path, m]));
  const parsedByPath = new Map(parsed.map((p) => [p.path, p]));
  const adrs = manifest.filter((m) => m.kind === 'adr');
  const knowledge = buildAdrKnowledge(adrs.map((m) => ({ ...parsedByPath.get(m.path)!, adrId: m.adrId })));
  const index = loadSearchIndex(buildSearchIndex(manifest.map((m) => toIndexableDoc(parsedByPath.get(m.path)!, m))));
  const knowledgeBytes = JSON.stringify(knowledge).length;
  console.log(`prepared ${adrs.length} ADRs in ${((performance.now() - t0) / 1000).toFixed(1)} s; knowledge JSON ${(knowledgeBytes / 1024).toFixed(0)} KiB`);

  const retrieve: CandidateRetriever = (text, limit) => index.search(text.slice(0, 500), { kinds: ['adr'], limit }).hits.map((h) => ({ path: h.path, score: h.score }));
  const lookup = (p: string): AdrRef | undefined => byPath.get(p);

  let expected = 0;
  let right = 0;
  let superseded = 0;
  let supersededRight = 0;
  let forbidden = 0;
  let forbiddenHit = 0;
  let extra = 0;
  const times: number[] = [];
  for (const c of cases) {
    const start = performance.now();
    const result = checkAdrAlignment({ decision_description: c.decision_description, decision_context: c.decision_context }, { retrieve, lookup, knowledge, trace: args.includes('--trace') ? (ranked) => ranked.slice(0, 12).forEach((r) => console.log(`     · ${r.relevance.toFixed(2)} ov=${r.overlap.toFixed(1)} d=${r.distinctive} ret=${r.retrieval.toFixed(2)} ${r.path}`)) : undefined });
    times.push(performance.now() - start);
    console.log(`${c.id}: ${result.related_adrs.length} reported of ${result.considered} considered`);
    for (const e of c.expect) {
      expected++;
      const got = result.related_adrs.find((r) => r.path === e.path);
      const ok = !!got && [e.alignment, ...(e.alignment_acceptable ?? [])].includes(got.alignment);
      if (ok) right++;
      let supOk = true;
      if (e.superseded_by) {
        superseded++;
        supOk = got?.superseded_by === e.superseded_by && got.status === 'superseded';
        if (supOk) supersededRight++;
      }
      console.log(`  ${ok && supOk ? 'ok  ' : 'FAIL'} ${e.path} expected ${e.alignment}, got ${got ? `${got.alignment} (${got.status}${got.superseded_by ? ` → ${got.superseded_by}` : ''})` : 'not reported'}`);
      if (got && (verbose || !ok)) console.log(`       ${got.reason}`);
    }
    for (const bad of c.must_not_include) {
      forbidden++;
      if (result.related_adrs.some((r) => r.path === bad)) {
        forbiddenHit++;
        console.log(`  FAIL must_not_include reported: ${bad}`);
      }
    }
    for (const r of result.related_adrs.filter((r) => !c.expect.some((e) => e.path === r.path))) {
      extra++;
      if (verbose) console.log(`  (also) ${r.path} ${r.alignment}: ${r.reason.slice(0, 140)}`);
    }
  }
  // Latency on a warm isolate: five more rounds over every case, timing retrieval and the engine apart.
  const total: number[] = [];
  const engine: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const c of cases) {
      let retrieval = 0;
      const timed: CandidateRetriever = (text, limit) => {
        const t = performance.now();
        const out = retrieve(text, limit);
        retrieval += performance.now() - t;
        return out;
      };
      const start = performance.now();
      checkAdrAlignment({ decision_description: c.decision_description, decision_context: c.decision_context }, { retrieve: timed, lookup, knowledge });
      const ms = performance.now() - start;
      total.push(ms);
      engine.push(ms - retrieval);
    }
  }
  const pct = (list: number[]) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.95))] ?? 0;
  times.sort((a, b) => a - b);
  const p95 = pct(total);
  console.log('');
  console.log(`labels: ${right}/${expected} expected ADRs reported with the right or an acceptable label (${((100 * right) / Math.max(expected, 1)).toFixed(0)} %)`);
  console.log(`superseded: ${supersededRight}/${superseded} flagged as superseded with the right successor`);
  console.log(`must_not_include: ${forbiddenHit}/${forbidden} reported (should be 0)`);
  console.log(`other ADRs reported beyond the expected ones: ${extra} (${(extra / cases.length).toFixed(1)} per case)`);
  console.log(`latency per call, warm (${total.length} calls): p95 ${p95.toFixed(2)} ms total, of which engine without retrieval p95 ${pct(engine).toFixed(2)} ms; first (cold) call ${times.length ? Math.max(...times).toFixed(1) : 0} ms max`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
