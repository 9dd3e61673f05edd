// Reads one [vars] value from wrangler.toml without a TOML parser: the CLI needs only simple
// `NAME = "value"` lines, and wrangler itself stays the authority on the full file.
import { readFileSync } from 'node:fs';

/** The string value of `name` in the [vars] table of a wrangler.toml, or undefined. */
export function readWranglerVar(configPath: string, name: string): string | undefined {
  let inVars = false;
  for (const raw of readFileSync(configPath, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inVars = line === '[vars]';
      continue;
    }
    if (!inVars) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(?:#.*)?$/.exec(line);
    if (match?.[1] === name) return match[2] !== undefined ? JSON.parse(`"${match[2]}"`) : match[3];
  }
  return undefined;
}
