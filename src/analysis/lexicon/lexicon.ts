// A compiled alternatives lexicon: finds the options a text names (longest match, stemmed), tells how
// two options of one family relate, and maps interchangeable words onto one.
import { stem } from '../text/terms.js';
import type { LexiconData, LexiconFamily } from './lexicon-schema.js';
import { escapeRe } from '../text/escape-re.js';

export interface Token {
  start: number;
  end: number;
  raw: string;
  /** Lowercase, singular: what names are matched on. */
  key: string;
}

/** One option of a family named in a text. */
export interface OptionMention {
  family: string;
  member: string;
  start: number;
  end: number;
  /** Matched only by a common word; counts only where the family's concern is evident. */
  weak: boolean;
}

/** How option `b` stands to option `a` of the same family. */
export type OptionRelation = 'same' | 'narrower' | 'broader' | 'competing';

interface Entry {
  family: string;
  member: string;
  weak: boolean;
  /** Exact raw tokens when the name is case-sensitive. */
  cased?: string[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entries: Entry[];
}

const TOKEN = /[A-Za-z0-9][A-Za-z0-9+#]*/g;

/**
 * A word as names are matched: lowercase and singular. Deliberately lighter than a stemmer, which
 * would make "restful" "rest" and "managed" "management".
 */
function matchKey(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || /(ss|us|is|ics)$/.test(w)) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  return w.endsWith('s') ? w.slice(0, -1) : w;
}

/** Word tokens with offsets; `.NET` is read as one token so it is not "net". */
export function tokenize(text: string): Token[] {
  const source = text.replace(/(^|[^A-Za-z0-9])\.net\b/gi, '$1dotnet');
  const out: Token[] = [];
  let m: RegExpExecArray | null;
  TOKEN.lastIndex = 0;
  while ((m = TOKEN.exec(source))) out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], key: matchKey(m[0]) });
  return out;
}

const keyOf = (tokens: readonly Token[]) => tokens.map((t) => t.key);

export class CompiledLexicon {
  readonly families: ReadonlyMap<string, LexiconFamily>;
  private readonly root: TrieNode = { next: new Map(), entries: [] };
  private readonly cueSequences = new Map<string, string[][]>();
  private readonly parents = new Map<string, string | undefined>();
  private readonly canonical = new Map<string, string>();
  private readonly phraseEquivalents: { pattern: RegExp; replacement: string }[] = [];

  constructor(data: LexiconData) {
    this.families = new Map(data.families.map((f) => [f.id, f]));
    for (const f of data.families) {
      this.cueSequences.set(f.id, f.cues.map((c) => keyOf(tokenize(c))).filter((k) => k.length));
      for (const m of f.members) {
        this.parents.set(`${f.id}/${m.id}`, m.is ? `${f.id}/${m.is}` : undefined);
        for (const raw of m.names) {
          const weak = raw.startsWith('~');
          this.insert(keyOf(tokenize(weak ? raw.slice(1) : raw)), { family: f.id, member: m.id, weak });
        }
        for (const raw of m.cased ?? []) {
          const tokens = tokenize(raw);
          this.insert(keyOf(tokens), { family: f.id, member: m.id, weak: true, cased: tokens.map((t) => t.raw) });
        }
      }
    }
    const stems = (text: string) => tokenize(text).map((t) => stem(t.raw.toLowerCase()));
    for (const group of data.equivalents) {
      const [first, ...rest] = group.map((w) => w.toLowerCase());
      const target = stems(first).join(' ');
      for (const w of rest) {
        const key = stems(w);
        if (key.length === 1) this.canonical.set(key[0], target);
        else if (key.length > 1) this.phraseEquivalents.push({ pattern: new RegExp(`\\b${escapeRe(w).replace(/\s+/g, '\\s+')}\\b`, 'gi'), replacement: first });
      }
      if (target.includes(' ')) continue;
      this.canonical.set(target, target);
    }
  }

  private insert(key: string[], entry: Entry): void {
    if (!key.length) return;
    let node = this.root;
    for (const k of key) {
      let next = node.next.get(k);
      if (!next) node.next.set(k, (next = { next: new Map(), entries: [] }));
      node = next;
    }
    if (!node.entries.some((e) => e.family === entry.family && e.member === entry.member && e.weak === entry.weak && !e.cased === !entry.cased)) node.entries.push(entry);
  }

  /**
   * Options a text names. Per family the longest name wins at each position; weak names count only
   * when the text also carries one of the family's cues.
   */
  find(text: string, tokens: readonly Token[] = tokenize(text)): OptionMention[] {
    const found: OptionMention[] = [];
    const cuesPresent = new Map<string, boolean>();
    const hasCue = (family: string) => {
      let hit = cuesPresent.get(family);
      if (hit === undefined) cuesPresent.set(family, (hit = (this.cueSequences.get(family) ?? []).some((seq) => containsSequence(tokens, seq))));
      return hit;
    };
    const coveredUntil = new Map<string, number>();
    for (let i = 0; i < tokens.length; i++) {
      let node: TrieNode | undefined = this.root;
      const best = new Map<string, { entry: Entry; end: number }>();
      for (let j = i; j < tokens.length && node; j++) {
        node = node.next.get(tokens[j].key);
        if (!node) break;
        for (const e of node.entries) {
          if (e.cased && e.cased.some((raw, k) => tokens[i + k]?.raw !== raw)) continue;
          best.set(`${e.family}/${e.member}`, { entry: e, end: j });
        }
      }
      for (const { entry, end } of best.values()) {
        if ((coveredUntil.get(entry.family) ?? -1) >= i) continue;
        if (entry.weak && !hasCue(entry.family)) continue;
        found.push({ family: entry.family, member: entry.member, start: tokens[i].start, end: tokens[end].end, weak: entry.weak });
      }
      for (const { entry, end } of best.values()) coveredUntil.set(entry.family, Math.max(coveredUntil.get(entry.family) ?? -1, end));
    }
    // A name inside a longer name of another family is part of that name ("react hook" in "react-hook-form").
    return found.filter((m) => !found.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));
  }

  /** Whether the text carries one of the family's cue words. */
  mentionsConcern(family: string, tokens: readonly Token[]): boolean {
    return (this.cueSequences.get(family) ?? []).some((seq) => containsSequence(tokens, seq));
  }

  /** How option `b` relates to option `a` within one family (members as "family/member"). */
  relation(a: string, b: string): OptionRelation {
    if (a === b) return 'same';
    if (this.ancestors(b).includes(a)) return 'narrower';
    if (this.ancestors(a).includes(b)) return 'broader';
    return 'competing';
  }

  /** The member's display label. */
  label(option: string): string {
    const [family, member] = option.split('/');
    return this.families.get(family)?.members.find((m) => m.id === member)?.label ?? member;
  }

  /** Whether taking one member of the family rules out the others. */
  exclusive(family: string): boolean {
    return this.families.get(family)?.exclusive ?? true;
  }

  /** The concern phrase of a family. */
  concern(family: string): string {
    return this.families.get(family)?.concern ?? family;
  }

  /** A stem mapped onto its group's first word when the lexicon lists it as interchangeable. */
  canon(stemmed: string): string {
    return this.canonical.get(stemmed) ?? stemmed;
  }

  /** Rewrites multi-word equivalents ("hand back" → "return") before stemming. */
  normalisePhrases(text: string): string {
    let out = text;
    for (const { pattern, replacement } of this.phraseEquivalents) out = out.replace(pattern, replacement);
    return out;
  }

  private ancestors(option: string): string[] {
    const out: string[] = [];
    for (let p = this.parents.get(option); p && !out.includes(p); p = this.parents.get(p)) out.push(p);
    return out;
  }
}

function containsSequence(tokens: readonly Token[], seq: readonly string[]): boolean {
  outer: for (let i = 0; i + seq.length <= tokens.length; i++) {
    for (let k = 0; k < seq.length; k++) if (tokens[i + k].key !== seq[k]) continue outer;
    return true;
  }
  return false;
}
