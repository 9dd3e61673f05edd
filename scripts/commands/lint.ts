// `arch-mcp lint`: lists every problem in a docs folder and its prompts, as file:line lines, JSON,
// or GitHub annotations on the pull request.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IGNORABLE_RULES, LINT_RULES } from '../../src/docs';
import { annotation, annotationPath } from '../github-annotations';
import { currentProject } from '../project';
import type { CliCommand } from './types';
import { UsageError } from './types';

const FORMATS = ['text', 'json', 'github'] as const;
type Format = (typeof FORMATS)[number];

/** The rules named by `--ignore` options (each a rule or a comma list), checked against the known ones. */
function ignoredRules(raw: string[]): string[] {
  const rules = raw.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean);
  for (const rule of rules) {
    if ((IGNORABLE_RULES as readonly string[]).includes(rule)) continue;
    throw new UsageError(
      (LINT_RULES as readonly string[]).includes(rule)
        ? `--ignore ${rule}: this rule cannot be ignored, the build fails on it`
        : `--ignore ${rule}: no such rule; rules: ${IGNORABLE_RULES.join(', ')}`,
    );
  }
  return rules;
}

/** --format, or --json (kept for scripts written before --format). */
export function outputFormat(raw: string | undefined, json: boolean | undefined, allowed: readonly string[] = FORMATS): Format {
  if (raw !== undefined && json) throw new UsageError('give --format or --json, not both');
  const format = raw ?? (json ? 'json' : 'text');
  if (!allowed.includes(format)) throw new UsageError(`--format takes ${allowed.join(', ')} (got "${format}")`);
  return format as Format;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export const lintCommand: CliCommand = {
  name: 'lint',
  summary: 'check a docs folder and its prompts: front matter, links, ADR ids, supersedes, scopes and waivers, prompt references',
  usage: [
    'arch-mcp lint [DIR] [--ignore RULE]... [--format text|json|github]',
    '  DIR            docs folder (default: the `docs` of ./arch-mcp.json, else the bundled resources/);',
    '                 prompt files are read from DIR/prompts',
    '  --ignore RULE  leave out a rule the organisation accepts (repeatable, or a comma list);',
    '                 arch-mcp.json can list them too: { "lint": { "ignore": ["broken-link"] } }',
    `                 rules: ${IGNORABLE_RULES.join(', ')}`,
    '  --format F     text: path:line lines (paths relative to the docs folder; the default);',
    '                 json: the problems as a JSON array; github: one ::error or ::warning annotation per',
    '                 problem, paths relative to the current folder, for a GitHub Actions step',
    '  --json         the same as --format json',
    'Exit code 1 when any problem (error or warning) is left after ignoring, 0 when none is.',
  ].join('\n'),
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, format: { type: 'string' }, ignore: { type: 'string', multiple: true } },
    });
    if (positionals.length > 1) throw new UsageError('give at most one docs folder');
    const format = outputFormat(values.format, values.json);
    const ignore = ignoredRules(values.ignore ?? []);
    const { lintDocsFolder } = await import('../lint-docs');
    const report = await lintDocsFolder(positionals[0] ?? currentProject().docsDir, ignore);
    if (format === 'json') {
      process.stdout.write(`${JSON.stringify(report.problems, null, 2)}\n`);
    } else if (format === 'github') {
      for (const p of report.problems) {
        process.stdout.write(`${annotation(p.severity, { file: annotationPath(path.join(report.root, p.path)), line: p.line, title: `arch-mcp lint: ${p.code}` }, p.message)}\n`);
      }
    } else {
      for (const p of report.problems) process.stdout.write(`${p.path}:${p.line}: ${p.severity}: ${p.message} [${p.code}]\n`);
    }
    const errors = report.problems.filter((p) => p.severity === 'error').length;
    const warnings = report.problems.length - errors;
    const ignoredCount = [...report.ignored.values()].reduce((a, b) => a + b, 0);
    const ignored = ignoredCount ? `; ${ignoredCount} ignored (${[...report.ignored].map(([rule, n]) => `${n} ${rule}`).join(', ')})` : '';
    const scope = `${report.docs} docs and ${report.prompts} prompt file(s) in ${report.root}`;
    process.stderr.write(
      report.problems.length
        ? `arch-mcp lint: ${scope}: ${plural(report.problems.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})${ignored}; failing. ` +
            'To accept a rule, pass --ignore RULE or list it in arch-mcp.json "lint": {"ignore": [...]}\n'
        : `arch-mcp lint: ${scope}: no problems${ignored}\n`,
    );
    return report.problems.length ? 1 : 0;
  },
};
