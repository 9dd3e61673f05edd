// The words of excerpt text: which terms they stand for, where they are, and how the positions the build
// stores for them read back.
import { describe, expect, it } from 'vitest';
import { SectionOccurrences, writeSectionPositions } from '../../../src/search/positions';
import { normaliseWord } from '../../../src/search/tokenizer';
import { ByteWriter } from '../../../src/search/varint';
import { scanWords, wordEnd } from '../../../src/search/word-scan';

function words(text: string): string[] {
  const out: string[] = [];
  scanWords(text, (term, start) => out.push(`${term}@${text.slice(start, wordEnd(text, start))}`));
  return out;
}

describe('scanWords', () => {
  it('should find words by their stems and report where they are', () => {
    const [deploy, service] = [normaliseWord('deployment')!, normaliseWord('service')!];
    expect(words('Deployments and services: each deployment serves a service.').filter((w) => w.startsWith(`${deploy}@`) || w.startsWith(`${service}@`))).toEqual([
      `${deploy}@Deployments`,
      `${service}@services`,
      `${deploy}@deployment`,
      `${service}@service`,
    ]);
  });

  it('should leave out stop words and single letters', () => {
    expect(words('a the of I x')).toEqual([]);
  });

  it.each(['plain ASCII', 'curly quotes ’ and dashes —'])('should find a two-letter term in words longer than it (%s)', (kind) => {
    const text = `The UIs we ship ${kind === 'plain ASCII' ? 'today' : 'today’s —'} use one UI kit.`;
    expect(words(text).filter((w) => w.startsWith('ui@'))).toEqual(['ui@UIs', 'ui@UI']);
  });

  it('should find accented words by their folded terms', () => {
    expect(words('Le café est ouvert')).toContain('cafe@café');
  });
});

describe('stored positions', () => {
  const text = 'Retry with backoff; retries back off exponentially, and retrying stops after five retries. Le café reste ouvert.';
  const vocabulary = ['backoff', normaliseWord('retries')!, 'cafe', 'five', normaliseWord('stops')!].sort();
  const record = new ByteWriter(64);
  writeSectionPositions(text, (term) => vocabulary.indexOf(term), record);
  const bytes = record.bytes();

  /** Reads the record for some of the vocabulary (query term numbers in `slots`). */
  function read(wanted: string[], mask = (1 << wanted.length) - 1): string[] {
    const order = wanted.map((_, t) => t).sort((x, y) => vocabulary.indexOf(wanted[x]) - vocabulary.indexOf(wanted[y]));
    const found = new SectionOccurrences();
    found.read(bytes, 0, bytes.length, Int32Array.from(order, (t) => vocabulary.indexOf(wanted[t])), Int32Array.from(order), order.length, mask);
    return Array.from({ length: found.count }, (_, i) => `${wanted[found.term[i]]}@${found.start[i]}`);
  }

  it('should give back every occurrence of the wanted terms in text order, as scanning finds them', () => {
    const wanted = [normaliseWord('retries')!, 'cafe', 'backoff'];
    const scanned: string[] = [];
    scanWords(text, (term, start) => wanted.includes(term) && scanned.push(`${term}@${start}`));
    expect(read(wanted)).toEqual(scanned);
  });

  it('should leave out terms whose bit is not in the mask', () => {
    expect(read(['backoff', 'five'], 0b10)).toEqual([`five@${text.indexOf('five')}`]);
  });

  it('should say when offsets count UTF-16 units of text beyond ASCII', () => {
    const found = new SectionOccurrences();
    found.read(bytes, 0, bytes.length, Int32Array.of(vocabulary.indexOf('cafe')), Int32Array.of(0), 1, 1);
    expect(found.wide).toBe(true);
    expect(text.slice(found.start[0], found.start[0] + 4)).toBe('café');
  });

  it('should write nothing for a section without text', () => {
    const empty = new ByteWriter(8);
    writeSectionPositions('', () => 0, empty);
    expect(empty.length).toBe(0);
  });
});
