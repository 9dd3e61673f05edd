// Reads and sets [vars] values of a wrangler.toml without a TOML parser: the CLI needs only simple
// one-line `NAME = "value"` entries, and wrangler itself stays the authority on the full file.
import { readFileSync } from 'node:fs';

const VAR_LINE = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;
const STRING_VALUE = /^(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(?:#.*)?$/;

/**
 * The one-line entries of the [vars] table, each as its name and its value exactly as written
 * (`"api-key"`, `'x' # note`). A value that opens a multi-line string is left out.
 */
export function wranglerVarEntries(toml: string): Map<string, string> {
  const entries = new Map<string, string>();
  let inVars = false;
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inVars = line === '[vars]';
      continue;
    }
    const match = inVars ? VAR_LINE.exec(line) : null;
    if (match && !/^("""|''')/.test(match[2]!)) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/** The string value of `name` in the [vars] table of a wrangler.toml, or undefined. */
export function readWranglerVar(configPath: string, name: string): string | undefined {
  const written = wranglerVarEntries(readFileSync(configPath, 'utf8')).get(name);
  const match = written === undefined ? null : STRING_VALUE.exec(written);
  if (!match) return undefined;
  return match[1] !== undefined ? JSON.parse(`"${match[1]}"`) : match[2];
}

/**
 * Sets [vars] entries to values written as TOML (`"api-key"`): an entry the table has keeps its
 * line and comment above it; one it lacks is added at the end of the table.
 */
export function setWranglerVars(toml: string, values: ReadonlyMap<string, string>): string {
  const lines = toml.split('\n');
  const pending = new Map(values);
  let inVars = false;
  let lastVar = -1;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inVars = line === '[vars]';
      if (inVars) lastVar = i;
      continue;
    }
    const match = inVars ? VAR_LINE.exec(line) : null;
    if (!match) continue;
    lastVar = i;
    const value = pending.get(match[1]!);
    if (value === undefined) continue;
    lines[i] = `${match[1]} = ${value}`;
    pending.delete(match[1]!);
  }
  if (pending.size > 0) {
    if (lastVar < 0) throw new Error('the wrangler config has no [vars] table');
    lines.splice(lastVar + 1, 0, ...[...pending].map(([name, value]) => `${name} = ${value}`));
  }
  return lines.join('\n');
}
