// A wrangler command that fails reaches the user as one readable line: what wrangler said went
// wrong, without its colour codes or the footer it prints after every failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWrangler } from '../../../scripts/wrangler';

const work = mkdtempSync(path.join(tmpdir(), 'arch-mcp-wrangler-errors-'));
const colour = process.env.FORCE_COLOR;
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (colour === undefined) delete process.env.FORCE_COLOR;
  else process.env.FORCE_COLOR = colour;
});

describe('a failed wrangler command', () => {
  it('should be reported on one line without colour codes, from its error line', async () => {
    // Colours on, as in a terminal; a config that is not there fails before anything reaches the network.
    process.env.FORCE_COLOR = '1';
    const missing = path.join(work, 'missing.toml');
    const failure = await runWrangler(['kv', 'namespace', 'list', '--config', missing], { cwd: work }).then(
      () => undefined,
      (err: Error) => err.message,
    );
    expect(failure).toBeDefined();
    expect(failure).not.toMatch(/\u001b|\n/);
    expect(failure).toMatch(/^wrangler kv namespace list failed \(exit 1\): ✘ \[ERROR\] Could not read file: .*missing\.toml/);
    expect(failure).not.toMatch(/If you think this is a bug|Logs were written/);
  });
});
