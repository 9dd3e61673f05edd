// Bench section "parse": the docs model over the corpus in Node — parseDoc on every file, then
// resolveCorpus once — against MiniSearch indexing the same files' text in the same run (one pass
// that tokenises every word, as parsing does). An unmeasured round warms the code up; then each round
// parses and resolves once, and the median counts.
import MiniSearch from 'minisearch';
import { parseDoc, resolveCorpus } from '../../src/docs';
import { readDocsFolder } from '../read-docs-folder';
import { percentile } from './measure';

export interface DocsModelNumbers {
  docs: number;
  bytes: number;
  rounds: number;
  /** Medians over the rounds: parse every file, resolve the parsed corpus, and the baseline. */
  parseMs: number;
  resolveMs: number;
  miniSearchMs: number;
}

/** Parses and resolves `dir`'s docs `rounds` times, and indexes their raw text with MiniSearch as often. */
export async function benchDocsModel(dir: string, rounds: number): Promise<DocsModelNumbers> {
  const folder = readDocsFolder(dir);
  const texts = folder.files.map((f, id) => ({ id, path: f.path, text: Buffer.from(f.bytes).toString('utf8') }));
  const parse: number[] = [];
  const resolve: number[] = [];
  const mini: number[] = [];
  let docs = 0;
  resolveCorpus(await Promise.all(folder.files.map((f) => parseDoc({ path: f.path, content: f.bytes }, folder.config))));
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const parsed = await Promise.all(folder.files.map((f) => parseDoc({ path: f.path, content: f.bytes }, folder.config)));
    const t1 = performance.now();
    const { manifest } = resolveCorpus(parsed);
    const t2 = performance.now();
    parse.push(t1 - t0);
    resolve.push(t2 - t1);
    docs = manifest.length;
    const index = new MiniSearch<{ id: number; path: string; text: string }>({ fields: ['path', 'text'] });
    const t3 = performance.now();
    index.addAll(texts);
    mini.push(performance.now() - t3);
  }
  return {
    docs,
    bytes: texts.reduce((n, t) => n + t.text.length, 0),
    rounds,
    parseMs: percentile(parse, 50),
    resolveMs: percentile(resolve, 50),
    miniSearchMs: percentile(mini, 50),
  };
}
