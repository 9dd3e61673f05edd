// The fixed query list for latency and throughput: the labelled dev-set questions plus queries
// generated deterministically from the corpus (title words, headings, ADR ids, one typo each).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { IndexableDoc } from '../../src/search';
import { seededRandom } from './measure';

const devSetSchema = z.object({ queries: z.array(z.object({ query: z.string() })) });

/** The questions of a search dev set (shared/eval/search-dev.json format). */
export function devSetQueries(file: string): string[] {
  return devSetSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).queries.map((q) => q.query);
}

/**
 * `count` queries shaped like what engineers type: 2–4 words of a title, a heading plus a body
 * word, an "ADR-n topic" query, and a misspelt word. Same docs and seed → same queries.
 */
export function generatedQueries(docs: readonly IndexableDoc[], count: number, seed = 7): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const words = (text: string) => text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [];
  const out: string[] = [];
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const doc = pick(docs);
    const title = words(doc.title);
    if (title.length < 2) continue;
    const start = Math.floor(random() * Math.max(1, title.length - 2));
    const phrase = title.slice(start, start + 2 + Math.floor(random() * 3));
    switch (out.length % 4) {
      case 0:
        out.push(phrase.join(' '));
        break;
      case 1: {
        const section = pick(doc.sections);
        const body = words(section.text).filter((w) => w.length > 5);
        out.push([...words(section.heading).slice(0, 3), body.length ? pick(body) : phrase[0]].join(' '));
        break;
      }
      case 2:
        out.push(doc.adrId ? `ADR-${doc.adrId} ${phrase.slice(0, 2).join(' ')}` : `how should we ${phrase.join(' ')}`);
        break;
      default: {
        const longest = [...phrase].sort((a, b) => b.length - a.length)[0]!;
        const cut = 1 + Math.floor(random() * (longest.length - 2));
        out.push(phrase.map((w) => (w === longest ? w.slice(0, cut) + w.slice(cut + 1) : w)).join(' '));
      }
    }
  }
  return out;
}
