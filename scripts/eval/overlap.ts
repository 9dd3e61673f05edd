// Finds evaluation wording and code in the repository's own files: word runs of the eval sets'
// proposals, contexts and notes, and lines or line sequences of their code samples, so no rule,
// comment or unit test is built from a case that is meant to measure the engine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where one eval case's text came from. */
export interface EvalCase {
  id: string;
  file: string;
  /** Sentences: proposals, contexts, labels' reasons, queries, comments of code samples. */
  prose: string[];
  /** Code samples. */
  code: string[];
}

export type OverlapKind = 'words' | 'quote' | 'line' | 'lines' | 'structure';

export interface Overlap {
  file: string;
  line: number;
  endLine: number;
  kind: OverlapKind;
  caseId: string;
  evalFile: string;
  /** The repository's own text that matched (never the eval file's). */
  excerpt: string;
}

export interface SweepOptions {
  /** Consecutive words a phrase must share. */
  words: number;
  /** Words of a phrase that must be more than function words. */
  contentWords: number;
  /** Normalised length a single code line needs to count on its own. */
  longLine: number;
  /** Normalised length each line of a run of identical code lines needs. */
  runLine: number;
  /** Consecutive identical code lines that count as a copied block. */
  runLines: number;
  /** Consecutive lines of the same shape (identifiers, strings and numbers blanked) that count as copied structure. */
  shapeLines: number;
  /** Fewest words of a quoted phrase ("…", `…`) that must all come from one case. */
  quoteWords: number;
  /** Normalised length quoted code needs to count as one of a case's lines. */
  quoteCode: number;
  /** A phrase, line or shape found in this many cases is the eval sets' shared vocabulary, not one case's. */
  commonCases: number;
  /** A phrase, line or shape found in this many background documents (the corpus) is theirs: a case that quotes an ADR or a pattern doc does not own those words. */
  commonDocs: number;
}

export const DEFAULT_SWEEP: SweepOptions = { words: 6, contentWords: 3, longLine: 40, runLine: 12, runLines: 3, shapeLines: 6, quoteWords: 3, quoteCode: 15, commonCases: 3, commonDocs: 1 };

/** Words that carry no topic: a run made mostly of them is ordinary English. */
const FUNCTION_WORDS = new Set(`a an the and or but nor so yet if then else when while of to in on at by for with from into onto over under about as than that this these those it its it's we our us you your they their them he she his her i me my be is are was were been being am do does did done have has had having will would shall should can could may might must not no yes all any each every some one two more most other such only own same very just also too there here what which who whom whose why how where up out off again further once new use used using make made get got way per via etc`.split(/\s+/));

/** Lowercased words of `text`; identifiers and numbers are words, punctuation separates them. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/['’](?=[a-z])/g, '').split(/[^a-z0-9]+/).filter(Boolean);
}

/** Identifier-preserving form of a code line: no indentation, quotes or joins around it, one space at most. */
export function codeLine(line: string): string {
  return line
    .trim()
    .replace(/^(?:['"`]\s*\+?\s*)+|(?:\s*\+?\s*['"`],?)+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([^\w\s$])\s*/g, '$1')
    .replace(/;$/, '')
    .trim();
}

const KEYWORDS = new Set(`abstract async await break case catch class const continue def default defer delete do elif else enum except export extends final finally for foreach func function go if implements import in interface internal is lambda let map new nil none null override package pass private protected public raise readonly return select self static struct super switch this throw throws try type typeof var void while with yield true false True False None chan range string int bool boolean float double long byte char object any number`.split(/\s+/));

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The shape of a code line: keywords and punctuation kept, identifiers, strings and numbers blanked. */
export function codeShape(line: string): string {
  return codeLine(line)
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, 'S')
    .replace(/\b\d[\w.]*\b/g, '0')
    .replace(/[A-Za-z_$][\w$]*/g, (w) => (KEYWORDS.has(w) ? w : 'x'));
}

/** A code line that is only punctuation, a keyword or a comment says nothing about where it came from. */
function meaningfulCode(normalised: string): boolean {
  if (/^(?:\/\/|#|\/\*|\*|<!--)/.test(normalised)) return false;
  return (normalised.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((w) => !KEYWORDS.has(w)).length >= 2;
}

/** Comments inside a code sample are sentences too. */
function codeComments(code: string): string[] {
  return [...code.matchAll(/\/\/(.*)|\/\*([\s\S]*?)\*\/|(?:^|\s)#(?!include|define|\[)(.*)|"""([\s\S]*?)"""/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
}

/** Every eval case in one file: any object with an `id` among its values; `code` is code, any other string with a space is prose. */
export function readEvalCases(file: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const collect = (value: unknown, into: EvalCase, key = ''): void => {
    if (typeof value === 'string') {
      if (key === 'code') {
        into.code.push(value);
        into.prose.push(...codeComments(value));
      } else if (/\s/.test(value.trim())) into.prose.push(value);
    } else if (Array.isArray(value)) for (const v of value) collect(v, into, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, into, k);
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string') {
        const c: EvalCase = { id: record.id, file, prose: [], code: [] };
        collect(record, c);
        cases.push(c);
      } else for (const v of Object.values(record)) walk(v);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return cases;
}

/** JSON files named by `paths`: files as given, folders' `*.json` files; paths that do not exist are skipped. */
export function evalFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) out.push(...readdirSync(p).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(p, f)));
    else out.push(p);
  }
  return out;
}

type Index = Map<string, Set<EvalCase>>;
const add = (index: Index, key: string, c: EvalCase) => {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(c);
};

/** Non-blank code lines of a sample, split at escaped newlines so string-built samples read as lines. */
function codeLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  text.split('\n').forEach((raw, i) => {
    for (const part of raw.split(/\\n/)) {
      const normalised = codeLine(part);
      if (normalised && !/^[{}()[\];,]*$/.test(normalised)) out.push({ line: i + 1, text: part });
    }
  });
  return out;
}

/** Consecutive hits that name the same case are one finding: its first and last line. */
interface Hit {
  line: number;
  endLine: number;
  cases: ReadonlySet<EvalCase>;
}

function runsOf(hits: readonly Hit[]): { c: EvalCase; line: number; endLine: number; hits: number }[] {
  const out: { c: EvalCase; line: number; endLine: number; hits: number }[] = [];
  const open = new Map<EvalCase, { line: number; endLine: number; hits: number }>();
  for (const h of hits) {
    for (const [c, r] of open) {
      if (!h.cases.has(c)) {
        out.push({ c, line: r.line, endLine: r.endLine, hits: r.hits });
        open.delete(c);
      }
    }
    for (const c of h.cases) {
      const r = open.get(c);
      if (r) Object.assign(r, { endLine: Math.max(r.endLine, h.endLine), hits: r.hits + 1 });
      else open.set(c, { line: h.line, endLine: h.endLine, hits: 1 });
    }
  }
  for (const [c, r] of open) out.push({ c, line: r.line, endLine: r.endLine, hits: r.hits });
  return out;
}

/** Quoted fragments of a line: "…", '…', `…`, “…”, with the column each starts at. */
function quotes(line: string): { text: string; code: boolean }[] {
  return [...line.matchAll(/"([^"\n]{3,240})"|'([^'\n]{3,240})'|`([^`\n]{3,240})`|“([^”\n]{3,240})”|‘([^’\n]{3,240})’/g)].map((m) => ({ text: m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '', code: m[3] !== undefined }));
}

/**
 * The comment text of each line (blank where there is none): `//` and block comments in C-like files,
 * `#` comments in scripts and configs, every line of prose files.
 */
export function commentLines(file: string, lines: readonly string[]): string[] {
  if (/\.(?:md|txt|erb)$/.test(file)) return [...lines];
  if (/\.(?:sh|py|ya?ml|toml)$/.test(file)) return lines.map((l) => /(?:^|\s)#(.*)$/.exec(l)?.[1] ?? '');
  if (!/\.(?:[cm]?[jt]s|go|java|cs)$/.test(file)) return lines.map(() => '');
  let inBlock = false;
  return lines.map((l) => {
    let out = '';
    let at = 0;
    while (at < l.length) {
      if (inBlock) {
        const end = l.indexOf('*/', at);
        out += ` ${l.slice(at, end < 0 ? l.length : end)}`;
        if (end < 0) break;
        inBlock = false;
        at = end + 2;
        continue;
      }
      const block = l.indexOf('/*', at);
      const line = l.slice(at).search(/(?<![:'"`\\])\/\//);
      const lineAt = line < 0 ? -1 : at + line;
      if (lineAt >= 0 && (block < 0 || lineAt < block)) { out += ` ${l.slice(lineAt + 2)}`; break; }
      if (block < 0) break;
      inBlock = true;
      at = block + 2;
    }
    return out;
  });
}

/** Shortest shape a line of a copied structure has: `x: x` (a field) or `x()` says nothing alone. */
const SHAPE_MIN = 8;

/**
 * The shapes of every run of `n` consecutive code lines, joined: the unit a copied structure is
 * matched by; undefined where a line of the run is too plain to tell one program from another.
 */
function shapeWindows(lines: readonly string[], n: number): (string | undefined)[] {
  const shapes = lines.map(codeShape);
  const out: (string | undefined)[] = [];
  for (let i = 0; i + n <= shapes.length; i++) {
    const run = shapes.slice(i, i + n);
    out.push(run.every((x) => x.length >= SHAPE_MIN) ? run.join('\n') : undefined);
  }
  return out;
}

/** The eval side, indexed once: phrases, quotable word runs, code lines and shape sequences, minus shared vocabulary. */
export class EvalIndex {
  private readonly phrases: Index = new Map();
  private readonly quotable: Index = new Map();
  private readonly lines: Index = new Map();
  private readonly shapes: Index = new Map();
  /** Identifiers the background documents use: a code line made only of them may be an idiom, not a copy. */
  private readonly known = new Set<string>();

  /**
   * `background` is text the eval sets draw on (the corpus): a phrase, line or shape one of its
   * documents has is that document's wording, quoted by a case, not the case's own.
   */
  constructor(readonly cases: readonly EvalCase[], readonly options: SweepOptions = DEFAULT_SWEEP, background: Iterable<string> = []) {
    for (const c of cases) {
      for (const text of c.prose) {
        const ws = words(text);
        for (const key of this.phraseKeys(ws, options.words)) add(this.phrases, key, c);
        for (let n = options.quoteWords; n < options.words; n++) for (const key of this.phraseKeys(ws, n)) add(this.quotable, key, c);
      }
      for (const sample of c.code) {
        const lines = this.meaningfulLines(sample).map((l) => l.text);
        for (const l of lines) if (l.length >= Math.min(options.runLine, options.quoteCode)) add(this.lines, l, c);
        for (const key of shapeWindows(lines, options.shapeLines)) if (key) add(this.shapes, key, c);
      }
    }
    for (const index of [this.phrases, this.quotable, this.lines, this.shapes]) {
      for (const [k, v] of index) if (v.size >= options.commonCases) index.delete(k);
    }
    // Names two samples use (ResponseWriter, _instance) belong to the language or the pattern, not to one case.
    const usedBy = new Map<string, number>();
    for (const c of cases) for (const id of new Set(c.code.flatMap((code) => code.match(IDENTIFIER) ?? []))) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
    for (const [id, n] of usedBy) if (n >= 2) this.known.add(id);
    const seen = new Map<string, number>();
    for (const doc of background) {
      for (const id of doc.match(IDENTIFIER) ?? []) this.known.add(id);
      const ws = words(doc);
      const lines = this.meaningfulLines(doc).map((l) => l.text);
      const keys = new Set([
        ...this.phraseKeys(ws, options.words).filter((k) => this.phrases.has(k)),
        ...Array.from({ length: Math.max(0, options.words - options.quoteWords) }, (_, i) => this.phraseKeys(ws, options.quoteWords + i)).flat().filter((k) => this.quotable.has(k)),
        ...lines.filter((l) => this.lines.has(l)),
        ...shapeWindows(lines, options.shapeLines).filter((k): k is string => !!k && this.shapes.has(k)),
      ]);
      for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    for (const [k, n] of seen) if (n >= options.commonDocs) for (const index of [this.phrases, this.quotable, this.lines, this.shapes]) index.delete(k);
  }

  /** Word runs of length `n` that say something: enough of their words are more than function words. */
  private phraseKeys(ws: readonly string[], n: number): string[] {
    const out: string[] = [];
    const needed = Math.min(this.options.contentWords, n - 1);
    for (let i = 0; i + n <= ws.length; i++) {
      const run = ws.slice(i, i + n);
      if (run.filter((w) => !FUNCTION_WORDS.has(w) && w.length > 2).length >= needed) out.push(run.join(' '));
    }
    return out;
  }

  /** Whether code has a name of its own: an identifier no background document uses (so not the language's or a library's). */
  private coined(code: string): boolean {
    return (code.match(IDENTIFIER) ?? []).some((id) => id.length > 2 && !KEYWORDS.has(id) && !this.known.has(id));
  }

  private meaningfulLines(text: string): { line: number; text: string }[] {
    return codeLines(text).map((l) => ({ line: l.line, text: codeLine(l.text) })).filter((l) => meaningfulCode(l.text));
  }

  /**
   * Every overlap of one file's text with the eval cases, one finding per run and case. `ownNames`
   * are the names of the files being checked: a comment quoting one (`adr-template.md`) names our
   * file, whatever a case happens to call its own.
   */
  scan(file: string, text: string, ownNames: ReadonlySet<string> = new Set()): Overlap[] {
    const o = this.options;
    const sourceLines = text.split('\n');
    const found: Overlap[] = [];
    const push = (kind: OverlapKind, r: { c: EvalCase; line: number; endLine: number }) => found.push({
      file, line: r.line, endLine: r.endLine, kind, caseId: r.c.id, evalFile: r.c.file,
      excerpt: sourceLines.slice(r.line - 1, r.endLine).map((l) => l.trim()).join(' ').slice(0, 160),
    });
    const none: ReadonlySet<EvalCase> = new Set();

    // Phrases: word runs across line breaks, so a sentence split over comment lines still matches.
    const ws: { w: string; line: number }[] = [];
    sourceLines.forEach((l, i) => { for (const w of words(l)) ws.push({ w, line: i + 1 }); });
    const phraseHits: Hit[] = [];
    for (let i = 0; i + o.words <= ws.length; i++) {
      const cases = this.phrases.get(ws.slice(i, i + o.words).map((x) => x.w).join(' '));
      phraseHits.push({ line: ws[i]!.line, endLine: ws[i + o.words - 1]!.line, cases: cases ?? none });
    }
    for (const r of runsOf(phraseHits)) push('words', r);

    // Short quotes in comments and prose: a quoted phrase all of whose words run on in one case, or quoted
    // code that is one of its lines. (Data and test strings are held to the longer runs above: a product's
    // three-word name in a lexicon is the product's, not a case's.)
    commentLines(file, sourceLines).forEach((l, i) => {
      for (const q of quotes(l)) {
        if (ownNames.has(q.text)) continue;
        const qw = words(q.text);
        const byWords = qw.length >= o.quoteWords && qw.length < o.words ? this.quotable.get(qw.join(' ')) : undefined;
        const asCode = codeLine(q.text);
        const byCode = asCode.length >= o.quoteCode && meaningfulCode(asCode) ? this.lines.get(asCode) : undefined;
        for (const c of new Set([...(byWords ?? []), ...(byCode ?? [])])) push('quote', { c, line: i + 1, endLine: i + 1 });
      }
    });

    // Code: identical lines (in a run, or one long enough to stand alone) and sequences of line shapes.
    const lines = this.meaningfulLines(text);
    const lineHits = lines.map((l) => ({ line: l.line, endLine: l.line, cases: l.text.length >= o.runLine ? (this.lines.get(l.text) ?? none) : none, long: l.text.length >= o.longLine }));
    for (const r of runsOf(lineHits)) {
      const span = lines.filter((l, i) => l.line >= r.line && l.line <= r.endLine && lineHits[i]!.cases.has(r.c));
      // Lines made only of the language's and libraries' names are idioms anyone writes the same way:
      // a run counts from its first line with a name of its own to its last.
      const own = span.filter((l) => this.coined(l.text));
      if (!own.length) continue;
      const trimmed = { ...r, line: own[0]!.line, endLine: own[own.length - 1]!.line };
      if (r.hits >= o.runLines) push('lines', trimmed);
      else if (own.some((l) => l.text.length >= o.longLine)) push('line', trimmed);
    }
    const shapeHits: Hit[] = shapeWindows(lines.map((l) => l.text), o.shapeLines).map((key, i) => ({
      line: lines[i]!.line, endLine: lines[i + o.shapeLines - 1]!.line, cases: (key && this.shapes.get(key)) || none,
    }));
    for (const r of runsOf(shapeHits)) if (this.coined(lines.filter((l) => l.line >= r.line && l.line <= r.endLine).map((l) => l.text).join(' '))) push('structure', r);
    // A quote inside a reported phrase is the same finding.
    return found.filter((f) => f.kind !== 'quote' || !found.some((g) => g.kind === 'words' && g.caseId === f.caseId && g.line <= f.line && g.endLine >= f.line));
  }
}

/** Texts of the background documents under `dir` (Markdown and the like), if it exists. */
export function backgroundTexts(dir: string): string[] {
  return sourceFiles([dir], []).filter((f) => /\.(?:md|erb|txt)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
}

/** Text files under `roots`, skipping build output, dependencies and the eval sets themselves. */
export function sourceFiles(roots: readonly string[], skip: readonly string[]): string[] {
  const out: string[] = [];
  const skipped = new Set(skip.map((s) => path.resolve(s)));
  const visit = (p: string) => {
    if (skipped.has(path.resolve(p)) || /(?:^|\/)(?:node_modules|\.git|\.wrangler|\.arch-mcp)$/.test(p)) return;
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) visit(path.join(p, f));
    else if (/\.(?:ts|mts|mjs|js|json|md|erb|yaml|yml|toml|txt|sh|py|go|java|cs)$/.test(p)) out.push(p);
  };
  for (const r of roots) visit(r);
  return out;
}
