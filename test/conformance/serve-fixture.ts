// Serves the conformance fixture worker on 127.0.0.1 for the MCP conformance suite: builds and
// publishes the bundled resources/ into a fresh local state, then runs fixture-worker.ts in
// workerd until interrupted. Usage: npx tsx test/conformance/serve-fixture.ts [PORT]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../../scripts/build';
import { DEFAULT_DOCS_DIR } from '../../scripts/paths';
import { runPublish } from '../../scripts/publish';
import { REPO_ROOT, WRANGLER_BIN, wranglerEnv } from '../../scripts/wrangler';

const port = Number(process.argv[2] ?? 8788);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write(`serve-fixture: the port must be an integer from 1 to 65535 (got ${process.argv[2]})\n`);
  process.exit(2);
}

const persist = mkdtempSync(path.join(tmpdir(), 'arch-mcp-fixture-'));
const bundle = await runBuild({ docsDir: DEFAULT_DOCS_DIR });
await runPublish(bundle, { mode: 'local', stateDir: persist });
const child = spawn(
  process.execPath,
  [
    WRANGLER_BIN, 'dev',
    '-c', path.join(REPO_ROOT, 'test/conformance/wrangler.toml'),
    '--ip', '127.0.0.1',
    '--port', String(port),
    '--persist-to', persist,
    '--show-interactive-dev-session=false',
    '--log-level', 'warn',
  ],
  { cwd: REPO_ROOT, stdio: 'inherit', env: wranglerEnv() },
);
process.stderr.write(`serve-fixture: conformance fixture worker at http://127.0.0.1:${port}/mcp\n`);
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('close', (code) => {
  rmSync(persist, { recursive: true, force: true });
  process.exit(code ?? 0);
});
