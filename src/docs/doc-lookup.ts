// Finds the doc a link or an ADR reference points at, among all docs of one build.
import { adrNumberFromRef } from './adr-id';
import { isExternalTarget, resolveLinkTarget } from './links';
import { basename, dirname, docExtension, stripDocExtension } from './paths';
import type { ParsedDoc } from './types';

export type Lookup =
  | { found: string }
  | { missing: true }
  | { ambiguous: string[] };

const INDEX_NAMES = ['README.md', 'index.md', 'README.markdown', 'index.mdx'];

/** Ancestors of a folder, nearest first, ending with the docs root (``). */
function ancestors(folder: string): string[] {
  const out: string[] = [];
  let current = folder;
  for (;;) {
    out.push(current);
    if (current === '') return out;
    current = dirname(current);
  }
}

function under(folder: string, path: string): boolean {
  return folder === '' || path.startsWith(`${folder}/`);
}

/** Index over a build's docs, built once per resolveCorpus call. */
export class DocLookup {
  private readonly paths = new Set<string>();
  private readonly byStem = new Map<string, string>();
  private readonly byBasename = new Map<string, string[]>();
  private readonly byAdrId = new Map<string, string[]>();

  constructor(docs: readonly Pick<ParsedDoc, 'path' | 'adr'>[]) {
    for (const doc of docs) {
      this.paths.add(doc.path);
      const stem = stripDocExtension(doc.path);
      if (!this.byStem.has(stem)) this.byStem.set(stem, doc.path);
      const name = stripDocExtension(basename(doc.path)).toLowerCase();
      this.byBasename.set(name, [...(this.byBasename.get(name) ?? []), doc.path]);
      const id = doc.adr?.id;
      if (id) this.byAdrId.set(id, [...(this.byAdrId.get(id) ?? []), doc.path]);
    }
  }

  /**
   * The doc a resolved link path names: exactly, or written without its extension, as its
   * `.html` rendering, or as a folder holding a README/index.
   */
  byPath(path: string): string | undefined {
    if (this.paths.has(path)) return path;
    const stem = stripDocExtension(path.replace(/\.html?$/i, ''));
    const viaStem = this.byStem.get(stem);
    if (viaStem) return viaStem;
    for (const index of INDEX_NAMES) {
      const candidate = `${path.replace(/\/$/, '')}/${index}`;
      if (this.paths.has(candidate)) return candidate;
    }
    return undefined;
  }

  /** Picks the nearest candidates: same folder first, then each enclosing folder in turn. */
  private nearest(from: string, candidates: string[] | undefined): Lookup {
    if (!candidates || candidates.length === 0) return { missing: true };
    for (const folder of ancestors(dirname(from))) {
      const here = candidates.filter((c) => under(folder, c) && c !== from);
      if (here.length === 1) return { found: here[0] };
      if (here.length > 1) {
        // Same folder: a duplicate id there is its own problem; take neither.
        return { ambiguous: here.sort() };
      }
    }
    return { missing: true };
  }

  /**
   * Resolves an ADR relation ref written in doc `from`: a link path (relative to `from`),
   * a URL or file name (matched by file name, nearest folder first), or an ADR number.
   */
  resolveRef(from: string, ref: string): Lookup {
    const number = adrNumberFromRef(ref);
    if (number !== undefined) return this.nearest(from, this.byAdrId.get(number));
    if (!isExternalTarget(ref)) {
      const target = resolveLinkTarget(from, ref);
      const exact = target && this.byPath(target.path);
      if (exact && exact !== from) return { found: exact };
    }
    // Links into the same repo's web view, or to a file that moved folders: match the name.
    const pathPart = ref.replace(/[?#].*$/, '');
    if (!docExtension(pathPart) && !/\.html?$/i.test(pathPart)) return { missing: true };
    const name = stripDocExtension(basename(pathPart).replace(/\.html?$/i, '')).toLowerCase();
    return this.nearest(from, this.byBasename.get(name));
  }
}
