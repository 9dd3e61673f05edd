// A synthetic scale-up of a real corpus: every copy of a doc is perturbed deterministically so
// the vocabulary, postings and paths grow the way a larger organisation's docs would.
import type { IndexableDoc, IndexableSection } from '../../src/search';
import { seededRandom, shuffled } from './measure';

/** Word swaps applied in both directions, so copies use different words for the same idea. */
const SYNONYMS: [string, string][] = [
  ['service', 'component'], ['use', 'adopt'], ['decision', 'choice'], ['database', 'datastore'],
  ['deploy', 'release'], ['team', 'squad'], ['test', 'check'], ['user', 'customer'],
  ['message', 'event'], ['config', 'settings'], ['library', 'package'], ['server', 'host'],
  ['request', 'call'], ['error', 'failure'], ['api', 'interface'], ['build', 'compile'],
];
const SWAP = new Map(SYNONYMS.flatMap(([a, b]) => [[a, b], [b, a]] as [string, string][]));
/** Suffixes traded on longer words, so stems and typo candidates multiply too. */
const SUFFIXES = ['ing', 'ed', 'er', 'ation', 'ment', 'ness', 'ity', 'ize', 'able'];
const PATH_PREFIXES = ['platform', 'payments', 'identity', 'search', 'data', 'mobile', 'infra', 'web', 'ops', 'growth'];

/**
 * The corpus repeated until `target` docs. Copy 0 is the corpus itself; later copies shuffle each
 * section's sentences, swap synonyms, trade word suffixes and live under renamed folders.
 */
export function scaleUpDocs(docs: readonly IndexableDoc[], target: number): IndexableDoc[] {
  const out: IndexableDoc[] = [];
  for (let copy = 0; out.length < target; copy++) {
    for (const doc of docs) {
      if (out.length >= target) break;
      out.push(copy === 0 ? doc : perturbDoc(doc, copy, out.length));
    }
  }
  return out;
}

/** Where copy `copy` of the doc at `path` lives in the scale-up (copy 0 is the corpus itself). */
export function copyPath(path: string, copy: number): string {
  return copy === 0 ? path : `${PATH_PREFIXES[copy % PATH_PREFIXES.length]}-${copy}/${path}`;
}

function perturbDoc(doc: IndexableDoc, copy: number, serial: number): IndexableDoc {
  const random = seededRandom(serial * 2654435761 + copy);
  const rename = (p: string): string => copyPath(p, copy);
  return {
    ...doc,
    path: rename(doc.path),
    title: perturbWords(doc.title, random, 0.3),
    // A copied ADR keeps its number: real multi-team corpora repeat ADR numbers across folders.
    supersededBy: doc.supersededBy.map(rename),
    sections: doc.sections.map((s): IndexableSection => ({
      ...s,
      heading: perturbWords(s.heading, random, 0.3),
      text: shuffled(s.text.split(/(?<=[.!?])\s+/), random).map((sentence) => perturbWords(sentence, random, 0.15)).join(' '),
    })),
  };
}

function perturbWords(text: string, random: () => number, rate: number): string {
  return text.replace(/[A-Za-z]{3,}/g, (word) => {
    const lower = word.toLowerCase();
    const synonym = SWAP.get(lower);
    if (synonym && random() < 0.5) return synonym;
    if (word.length >= 7 && random() < rate) {
      const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)]!;
      return `${word.slice(0, word.length - 2)}${suffix}`;
    }
    return word;
  });
}

/** The services synthetic scopes name; the bench's services map puts each under `services/<name>/**`. */
export const SYNTHETIC_SERVICES = ['payments', 'search', 'identity', 'catalog', 'orders', 'shipping', 'billing', 'web', 'mobile', 'data', 'ops', 'growth'] as const;
export const SYNTHETIC_SERVICE_MAP: Record<string, string[]> = Object.fromEntries(SYNTHETIC_SERVICES.map((s) => [s, [`services/${s}/**`]]));
const SCOPE_LANGUAGES = ['java', 'go', 'typescript', 'python', 'kotlin', 'csharp'];

/** Files a scoped search is made for in the bench: in a service (several languages), deep in one, and in no service. */
export const FOR_PATH_PLACES = [
  'services/payments/src/main/java/com/acme/Ledger.java',
  'services/search/src/ranking/index.ts',
  'services/web/app/checkout/page.tsx',
  'services/orders/internal/api/handler.go',
  'tools/release/build.sh',
];

/**
 * The docs with a third of them scoped, in turn to a service, to a service's folder (or a folder in it), or to
 * a language, and every 40th ADR granting a waiver to one service. Same docs → same scopes.
 */
export function withSyntheticScopes(docs: readonly IndexableDoc[]): IndexableDoc[] {
  let adrs = 0;
  return docs.map((doc, i) => {
    const turn = Math.floor(i / 9);
    const service = SYNTHETIC_SERVICES[turn % SYNTHETIC_SERVICES.length]!;
    const kind = i % 9;
    const scope = kind === 0 ? { services: [service] }
      : kind === 3 ? { paths: [turn % 2 ? `services/${service}/**` : `services/${service}/src/**`] }
      : kind === 6 ? { languages: [SCOPE_LANGUAGES[turn % SCOPE_LANGUAGES.length]!] }
      : undefined;
    const waived = doc.kind === 'adr' && adrs++ % 40 === 0;
    const waivers = waived ? [{ scope: { services: [SYNTHETIC_SERVICES[i % SYNTHETIC_SERVICES.length]!] }, approved_by: 'Architecture board', expires: '2099-01-01', reason: 'Retired before it would be worth changing.' }] : undefined;
    return scope || waivers ? { ...doc, ...(scope ? { scope } : {}), ...(waivers ? { waivers } : {}) } : doc;
  });
}
