// YAML front matter: split it from the body, parse it, validate the keys we rely on.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { DOC_KINDS, type DocKind, type DocProblem } from './types';

/** Front matter after validation. Known keys are normalised; unknown keys are kept as parsed. */
export interface FrontMatter extends Record<string, unknown> {
  title?: string;
  kind?: DocKind;
  status?: string;
  id?: string;
  adr_id?: string;
  date?: string;
  tags?: string[];
  aliases?: string[];
  superseded_by?: string[];
  supersedes?: string[];
  amends?: string[];
  deciders?: string[];
  /** Pattern rules; their shape is checked by the analysis step. */
  rules?: unknown[];
  description?: string;
}

export interface FrontMatterResult {
  data: FrontMatter;
  /** The markdown after the closing `---`. */
  body: string;
  /** 1-based file line where the body starts. */
  bodyLine: number;
  /**
   * 1-based file line of each top-level key, for later problems that concern a key; under the keys whose
   * entries are checked one by one (`applies_to`, `waivers`), of each entry too (`waivers[0].expires`).
   */
  keyLines: Record<string, number>;
  problems: DocProblem[];
}

const text = z.union([z.string(), z.number(), z.boolean()]).transform(String);
// YAML reads `date: 2024-01-02` as a string with the core schema, but a bare year as a number.
const dateLike = z.union([z.string(), z.number(), z.date()]).transform((v) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v),
);
const splitList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);
// A comma-separated string is how many people write a short list; accept it.
const stringList = z.union([z.string().transform(splitList), z.array(z.union([z.string(), z.number()]).transform(String))]);
const refList = z.union([text.transform((v) => [v]), z.array(text)]);
const kindAliases: Record<string, DocKind> = {
  adr: 'adr', adrs: 'adr', decision: 'adr', decisions: 'adr', 'architecture-decision': 'adr',
  pattern: 'pattern', patterns: 'pattern', 'design-pattern': 'pattern',
  guideline: 'guideline', guidelines: 'guideline', guide: 'guideline', standard: 'guideline', standards: 'guideline',
};
const kind = z
  .string()
  .transform((v) => kindAliases[v.trim().toLowerCase().replace(/[\s_]+/g, '-')])
  .pipe(z.enum(DOC_KINDS as [DocKind, ...DocKind[]]));

const FIELDS: Record<string, { schema: z.ZodType; expected: string }> = {
  title: { schema: text, expected: 'must be a string' },
  kind: { schema: kind, expected: `must be one of ${DOC_KINDS.join(', ')}` },
  status: { schema: text, expected: 'must be a string' },
  id: { schema: text, expected: 'must be a string or number' },
  adr_id: { schema: text, expected: 'must be a string or number' },
  date: { schema: dateLike, expected: 'must be a date (YYYY-MM-DD) or string' },
  tags: { schema: stringList, expected: 'must be a list of strings' },
  aliases: { schema: stringList, expected: 'must be a list of strings' },
  deciders: { schema: stringList, expected: 'must be a list of strings' },
  superseded_by: { schema: refList, expected: 'must be an ADR id or path, or a list of them' },
  supersedes: { schema: refList, expected: 'must be an ADR id or path, or a list of them' },
  amends: { schema: refList, expected: 'must be an ADR id or path, or a list of them' },
  rules: { schema: z.array(z.unknown()), expected: 'must be a list' },
  description: { schema: text, expected: 'must be a string' },
};

/** Top-level keys whose nested entries get their own lines in `keyLines`. */
const NESTED_LINE_KEYS = new Set(['applies_to', 'waivers']);
/** How deep those lines are recorded (`waivers[0].paths[1]` is depth 3). */
const NESTED_LINE_DEPTH = 3;

/** Records the line of every map key and list item under `node`, named as `prefix.key` and `prefix[i]`. */
function nestedLines(node: unknown, prefix: string, depth: number, fileLine: (offset: number) => number, out: Record<string, number>): void {
  if (depth > NESTED_LINE_DEPTH) return;
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const name = `${prefix}.${String(pair.key.value)}`;
      out[name] = fileLine(pair.key.range[0]);
      nestedLines(pair.value, name, depth + 1, fileLine, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      const range = (item as { range?: [number, number, number] } | null)?.range;
      if (!range) return;
      out[`${prefix}[${i}]`] = fileLine(range[0]);
      nestedLines(item, `${prefix}[${i}]`, depth + 1, fileLine, out);
    });
  }
}

const OPEN = /^\uFEFF?---[ \t]*\r?$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*\r?$/;

function problem(path: string, line: number, message: string): DocProblem {
  return { path, line, severity: 'warning', code: 'front-matter', message };
}

/**
 * Splits and validates the front matter of one file. Bad front matter never loses the doc:
 * each bad field is reported (file, line, field) and dropped, the rest is kept.
 */
export function parseFrontMatter(path: string, source: string): FrontMatterResult {
  const empty = { data: {}, body: source.replace(/^\uFEFF/, ''), bodyLine: 1, keyLines: {}, problems: [] };
  const lines = source.split('\n');
  if (!OPEN.test(lines[0])) return empty;
  const closeIndex = lines.findIndex((l, i) => i > 0 && CLOSE.test(l));
  // An opening `---` with no closing one is a thematic break, not front matter.
  if (closeIndex < 0) return empty;
  const yamlText = lines.slice(1, closeIndex).join('\n');
  const body = lines.slice(closeIndex + 1).join('\n');
  const bodyLine = closeIndex + 2;
  const problems: DocProblem[] = [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: false });
  // YAML content starts on file line 2.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (doc.errors.length > 0) {
    for (const err of doc.errors) {
      problems.push(problem(path, fileLine(err.pos[0]), `front matter is not valid YAML: ${err.message.split('\n')[0]}`));
    }
    return { data: {}, body, bodyLine, keyLines: {}, problems };
  }
  const keyLines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = String(pair.key.value);
      keyLines[key] = fileLine(pair.key.range[0]);
      if (NESTED_LINE_KEYS.has(key)) nestedLines(pair.value, key, 1, fileLine, keyLines);
    }
  }
  const raw: unknown = doc.toJS();
  if (raw === null || raw === undefined) return { data: {}, body, bodyLine, keyLines, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(problem(path, 2, 'front matter must be a map of keys to values'));
    return { data: {}, body, bodyLine, keyLines, problems };
  }
  const data: FrontMatter = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = FIELDS[key];
    if (!field) {
      data[key] = value;
      continue;
    }
    // `status:` with nothing after it is a template left unfilled, not an error.
    if (value === null) continue;
    const parsed = field.schema.safeParse(value);
    if (parsed.success) data[key] = parsed.data;
    else problems.push(problem(path, keyLines[key] ?? 2, `front matter field "${key}" ${field.expected}`));
  }
  return { data, body, bodyLine, keyLines, problems };
}

/** Formats a problem the way editors and CI logs link it: `path:line: message`. */
export function formatProblem(p: DocProblem): string {
  return `${p.path}:${p.line}: ${p.message}`;
}
