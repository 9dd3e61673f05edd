// Finding query terms in stored text for excerpts: stemmed matches only, the same answer from bytes as from
// the decoded string, and consistent treatment of short terms whatever else the text contains.
import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, ExcerptCutter, makeExcerpt } from '../../../src/search/excerpt';
import { TermOccurrences } from '../../../src/search/term-occurrences';
import { normaliseWord } from '../../../src/search/tokenizer';

const encoder = new TextEncoder();

function occurrences(text: string, terms: string[], mask = (1 << terms.length) - 1): string[] {
  const found = new TermOccurrences();
  found.reset(terms);
  const n = found.scan(text, mask);
  return Array.from({ length: n }, (_, i) => `${terms[found.term[i]]}@${text.slice(found.start[i], found.end[i])}`);
}

describe('TermOccurrences', () => {
  it('should find words by their stems and report where they are', () => {
    const terms = [normaliseWord('deployment')!, normaliseWord('service')!];
    expect(occurrences('Deployments and services: each deployment serves a service.', terms)).toEqual([
      `${terms[0]}@Deployments`,
      `${terms[1]}@services`,
      `${terms[0]}@deployment`,
      `${terms[1]}@service`,
    ]);
  });

  it('should ignore words that only share a prefix with a term', () => {
    expect(occurrences('The depot and the deputy', ['deploy'])).toEqual([]);
  });

  it('should only report terms whose bit is in the mask', () => {
    expect(occurrences('cache the queue', ['cach', 'queue'], 0b10)).toEqual(['queue@queue']);
  });

  it.each(['plain ASCII', 'curly quotes ’ and dashes —'])('should find a two-letter term in words longer than it (%s)', (kind) => {
    const text = `The UIs we ship ${kind === 'plain ASCII' ? 'today' : 'today’s —'} use one UI kit.`;
    expect(occurrences(text, ['ui'])).toEqual(['ui@UIs', 'ui@UI']);
  });

  it('should find accented words by their folded terms', () => {
    expect(occurrences('Le café est ouvert', ['cafe'])).toEqual(['cafe@café']);
  });

  it('should give the same occurrences on every scan of a query (the word memory changes nothing)', () => {
    const text = 'Retry with backoff; retries back off exponentially, and retrying stops after five retries.';
    const first = occurrences(text, ['retri', 'backoff']);
    const found = new TermOccurrences();
    found.reset(['retri', 'backoff']);
    for (let k = 0; k < 3; k++) {
      const n = found.scan(text, 0b11);
      expect(Array.from({ length: n }, (_, i) => `${['retri', 'backoff'][found.term[i]]}@${text.slice(found.start[i], found.end[i])}`)).toEqual(first);
    }
  });
});

describe('ExcerptCutter', () => {
  const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12);
  const texts = [
    `${filler}The ledger lives in PostgreSQL with serializable isolation. ${filler}`,
    `Ledger first. ${filler} PostgreSQL last.`,
    'A short ledger note.',
    filler,
  ];

  it.each(texts.map((text, i) => [i, text]))('should measure and cut ASCII bytes exactly as the decoded string (text %i)', (_, text) => {
    const cutter = new ExcerptCutter();
    cutter.reset(['ledger', 'postgresql', 'serializ']);
    const bytes = encoder.encode(`xx${text}yy`);
    const fromBytes = cutter.measureBytes(bytes, 2, bytes.length - 2, 0b111);
    const byteCut = cutter.cutBytes(bytes, 2, bytes.length - 2, cutter.from, cutter.to);
    const fromString = cutter.measure(text, 0b111);
    expect(fromBytes).toBe(fromString);
    expect(byteCut).toBe(cutter.cut(text));
    expect(byteCut.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
  });

  it('should refuse bytes that are not ASCII, so the caller decodes them', () => {
    const cutter = new ExcerptCutter();
    cutter.reset(['cafe']);
    const bytes = encoder.encode('Le café est ouvert');
    expect(cutter.measureBytes(bytes, 0, bytes.length, 1)).toBe(-1);
  });

  it('should count the distinct terms the excerpt shows', () => {
    const cutter = new ExcerptCutter();
    cutter.reset(['ledger', 'postgresql', 'kafka']);
    expect(cutter.measure(texts[0], 0b111)).toBe(2);
    expect(makeExcerpt(texts[0], new Set(['ledger']))).toContain('ledger lives');
  });
});
