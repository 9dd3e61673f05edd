// Excerpts the way they were cut before the index stored positions: scan the section's text for words that
// stem to the wanted terms, then take the densest window. The reference that stored positions must match.
import { ExcerptText, ExcerptWindow } from '../../../src/search/excerpt';
import { SectionOccurrences } from '../../../src/search/positions';
import { scanWords } from '../../../src/search/word-scan';

/** The occurrences of `terms` (index form) in `text`, in text order, as a positions record would give them. */
export function scannedOccurrences(text: string, terms: readonly string[]): SectionOccurrences {
  const found = new SectionOccurrences();
  const starts: number[] = [];
  const slots: number[] = [];
  scanWords(text, (term, start) => {
    const t = terms.indexOf(term);
    if (t >= 0) {
      slots.push(t);
      starts.push(start);
    }
  });
  found.term = Int32Array.from(slots);
  found.start = Int32Array.from(starts);
  found.count = starts.length;
  return found;
}

/** The excerpt of `text` for `terms` (index form), found by scanning the text. */
export function scanExcerpt(text: string, terms: readonly string[]): string {
  const view = new ExcerptText();
  view.setString(text);
  const window = new ExcerptWindow();
  window.measure(scannedOccurrences(text, terms), view);
  return window.cut(view);
}
