// docs/tools.md names every argument each tool takes, with the limits its input schema sets, so the
// guide cannot drift from what a model is given (the listings `arch-mcp tools --json` prints).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_TOOLS, toolListing } from '../../../src/tools/registry';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

interface PropertySchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface ToolArguments {
  name: string;
  properties: Record<string, PropertySchema>;
}

/** The bounds a reader needs stated: every maximum, a number's minimum, a length or count minimum past 1. */
function limitsOf(p: PropertySchema): number[] {
  const limits = [p.minimum, p.maximum, p.maxLength, p.maxItems];
  if ((p.minLength ?? 0) > 1) limits.push(p.minLength);
  if ((p.minItems ?? 0) > 1) limits.push(p.minItems);
  return limits.filter((n): n is number => n !== undefined);
}

/** A number as the guide writes it (`5,000`), standing alone. */
function numberPattern(n: number): RegExp {
  return new RegExp(`(?<![\\d,.])${n.toLocaleString('en-US').replace(/[.,]/g, '\\$&')}(?!\\d|,\\d)`);
}

/** The Tools table's rows by tool name, and the paragraphs outside tables. */
function sectionsOf(markdown: string): { rows: Map<string, string>; paragraphs: string[] } {
  const rows = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    const row = /^\| `([a-z_]+)` \|(.*)$/.exec(line);
    if (row) rows.set(row[1], row[2]);
  }
  const paragraphs = markdown.split(/\n\s*\n/).filter((p) => !p.trimStart().startsWith('|'));
  return { rows, paragraphs };
}

/** Where tools.md fails to name an argument of a tool, or names it without the limits its schema sets. */
function argumentProblems(markdown: string, tools: ToolArguments[]): string[] {
  const { rows, paragraphs } = sectionsOf(markdown);
  const problems: string[] = [];
  for (const tool of tools) {
    const row = rows.get(tool.name);
    if (row === undefined) {
      problems.push(`no row for \`${tool.name}\``);
      continue;
    }
    // Arguments several tools share are described once, in a paragraph naming the tools (or "Every tool").
    const texts = [row, ...paragraphs.filter((p) => p.includes(`\`${tool.name}\``) || /^Every tool\b/.test(p.trim()))];
    for (const [name, schema] of Object.entries(tool.properties)) {
      const windows = texts.flatMap((text) => text.split(`\`${name}\``).slice(1).map((after) => after.split('`')[0]));
      if (windows.length === 0) {
        problems.push(`\`${tool.name}\`: argument \`${name}\` is not named`);
        continue;
      }
      const limits = limitsOf(schema);
      if (limits.length && !windows.some((w) => limits.every((n) => numberPattern(n).test(w)))) {
        problems.push(`\`${tool.name}\`: argument \`${name}\` is named without its limits ${limits.map((n) => n.toLocaleString('en-US')).join(' and ')}`);
      }
    }
  }
  return problems;
}

describe('docs/tools.md against the tools’ input schemas', () => {
  it('should name every argument of every tool with the limits its schema sets', () => {
    const markdown = readFileSync(join(repoRoot, 'docs/tools.md'), 'utf8');
    const tools = ALL_TOOLS.map((tool) => {
      const listing = toolListing(tool);
      return { name: listing.name, properties: (listing.inputSchema.properties ?? {}) as Record<string, PropertySchema> };
    });
    expect(argumentProblems(markdown, tools)).toEqual([]);
  });

  it('should report an argument left unnamed, a limit left out and a tool with no row', () => {
    const markdown = [
      '| Tool | What it does |',
      '| --- | --- |',
      '| `weigh_idea` | Weighs a proposed idea (≤ 3,000 chars) against the `notes` (≤ 40 chars). |',
      '| `count_words` | Counts the words of `text` (≤ 100,000 chars) in `language` (any). |',
      '',
      '`count_words` also takes `locale` (≤ 35 chars).',
    ].join('\n');
    const tools: ToolArguments[] = [
      { name: 'weigh_idea', properties: { idea: { type: 'string', minLength: 10, maxLength: 3000 }, notes: { type: 'string', maxLength: 400 } } },
      { name: 'count_words', properties: { text: { type: 'string', maxLength: 100_000 }, language: { type: 'string', maxLength: 20 }, locale: { type: 'string', maxLength: 35 } } },
      { name: 'list_things', properties: {} },
    ];
    expect(argumentProblems(markdown, tools)).toEqual([
      '`weigh_idea`: argument `idea` is not named',
      '`weigh_idea`: argument `notes` is named without its limits 400',
      '`count_words`: argument `language` is named without its limits 20',
      'no row for `list_things`',
    ]);
  });
});
