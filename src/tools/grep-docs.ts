// grep_docs: a regular-expression search over the exact lines of every document, through a
// linear-time engine (RE2) with a bounded program, scanned in slices (src/tools/grep-scan.ts) so no
// pattern can hold the isolate, with a hard time budget that holds inside a document.
import picomatch from 'picomatch';
import { z } from 'zod';
import { ELLIPSIS } from '../search/excerpt';
import { callScope, waiverDay } from './call-scope';
import { buildIdField, filteredOutField, forPathField, serviceField, waiverField } from './fields';
import { LineScanner, MAX_PROGRAM_SIZE, compilePattern } from './grep-scan';
import { defineTool } from './types';

/** Past this, the search stops and reports what it found so far. */
const TIME_BUDGET_MS = 2_000;
/** Lines longer than this are cut in results (a minified blob is not useful context). */
const MAX_LINE_CHARS = 500;

const inputSchema = z
  .object({
    pattern: z
      .string()
      .min(1)
      .max(200)
      .describe(`Regular expression (RE2 syntax: no backreferences or lookaround), at most 200 characters, matched within one line at a time. Plain words work too. Counted repetition is limited: the compiled pattern may hold at most ${MAX_PROGRAM_SIZE} RE2 instructions.`),
    file_pattern: z
      .string()
      .max(200)
      .optional()
      .describe('Glob over document paths, e.g. "adr/**" or "**/*security*.md". Default: every document.'),
    case_sensitive: z.boolean().default(false).describe('Match case exactly (default false).'),
    limit: z.number().int().min(1).max(100).default(50).describe('Most matches to return, 1–100 (default 50).'),
    context_lines: z.number().int().min(0).max(10).default(2).describe('Lines of context before and after each match, 0–10 (default 2).'),
    for_path: forPathField,
    service: serviceField,
  })
  .strict();

const matchSchema = z.object({
  uri: z.string(),
  path: z.string(),
  line: z.number().describe('1-based line number in the file.'),
  column: z.number().describe('1-based column of the match start.'),
  text: z.string(),
  context_before: z.array(z.string()),
  context_after: z.array(z.string()),
  waiver: waiverField,
});

const outputSchema = z.object({
  matches: z.array(matchSchema),
  total_matches: z.number().describe('Matches found (may exceed the returned ones when limit was reached).'),
  files_searched: z.number(),
  files_matched: z.number(),
  filtered_out: filteredOutField,
  truncated: z.boolean().describe('True when the limit or the time budget stopped the search early.'),
  search_time_ms: z.number(),
  build_id: buildIdField,
});

export const grepDocsTool = defineTool({
  name: 'grep_docs',
  title: 'Grep architecture documents',
  description:
    'Find exact text or a regular expression in the architecture documents, line by line, with surrounding context — ' +
    'for precise lookups that ranked search blurs: a config key, a product name, an error message, "MUST NOT". ' +
    'Restrict to part of the docs with file_pattern (a glob over paths). Uses RE2 syntax; for topic questions use search_architecture instead.',
  version: '1.1.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  cacheVariant: waiverDay,
  async handler(input, ctx) {
    const started = Date.now();
    const regex = compilePattern(input.pattern, input.case_sensitive);
    const inScope = input.file_pattern ? picomatch(input.file_pattern, { dot: true }) : () => true;
    const scope = callScope(ctx.bundle, input);
    const texts = await ctx.bundle.texts();
    const docs = ctx.bundle.docs;
    const scanner = new LineScanner(regex, () => ctx.signal.aborted || Date.now() - started > TIME_BUDGET_MS);

    const matches: z.infer<typeof matchSchema>[] = [];
    let total = 0;
    let filesSearched = 0;
    let filesMatched = 0;
    let filteredOut = 0;
    let truncated = false;

    // Manifest positions are index doc numbers (both are in path order), so `d` is what the scope filter takes.
    for (let d = 0; d < docs.length; d++) {
      const doc = docs[d]!;
      if (!inScope(doc.path)) continue;
      if (!scope.applies(d)) {
        filteredOut += 1;
        continue;
      }
      if (scanner.isStopped || ctx.signal.aborted || Date.now() - started > TIME_BUDGET_MS) {
        truncated = true;
        break;
      }
      filesSearched += 1;
      const text = texts[d]!;
      let lines: string[] | undefined;
      let matchedHere = false;
      let waiver: z.infer<typeof waiverField>;
      let waiverRead = false;
      // One result per line: several hits on a line are one place to look.
      const finished = await scanner.scan(text, ({ line, column }) => {
        total += 1;
        matchedHere = true;
        if (matches.length >= input.limit) {
          truncated = true;
          return true;
        }
        lines ??= text.split('\n');
        if (!waiverRead) {
          waiverRead = true;
          waiver = doc.kind === 'adr' ? scope.waiver(d, started) : undefined;
        }
        matches.push({
          uri: doc.uri,
          path: doc.path,
          line: line + 1,
          column: column + 1,
          text: clip(lines[line]!),
          context_before: lines.slice(Math.max(0, line - input.context_lines), line).map(clip),
          context_after: lines.slice(line + 1, line + 1 + input.context_lines).map(clip),
          waiver,
        });
        return true;
      });
      if (matchedHere) filesMatched += 1;
      if (!finished) {
        truncated = true;
        break;
      }
      if (truncated && matches.length >= input.limit && total > input.limit) break;
    }

    return {
      matches,
      total_matches: total,
      files_searched: filesSearched,
      files_matched: filesMatched,
      filtered_out: filteredOut,
      truncated,
      search_time_ms: Date.now() - started,
      build_id: ctx.bundle.buildId,
    };
  },
});

function clip(line: string): string {
  const trimmed = line.replace(/\r$/, '');
  return trimmed.length > MAX_LINE_CHARS ? `${trimmed.slice(0, MAX_LINE_CHARS)}${ELLIPSIS}` : trimmed;
}
