// How check-refs scales: generates a service repository of N files (default 10,000: TypeScript,
// Go and Markdown sources, one in fifty citing ADRs in every style, a git-ignored build folder,
// binaries) beside a docs folder of 300 ADRs, then runs check-refs on it in a fresh Node process
// and, as the baseline in the same run, a process that only lists and reads the same files.
// Prints wall time and peak RSS of each and their ratio. Loopback-free, bounded, removes its tree.
//
//   npx tsx scripts/bench/check-refs-scale.ts [--files N]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ADRS = 300;

function generate(root: string, files: number): void {
  const write = (rel: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  for (let n = 1; n <= ADRS; n++) {
    const id = String(n).padStart(4, '0');
    const status = n % 10 === 0 ? `Superseded by [ADR-${String(n + 1).padStart(4, '0')}](${String(n + 1).padStart(4, '0')}-decision-${n + 1}.md)` : n % 17 === 0 ? 'Deprecated' : 'Accepted';
    write(`docs/adr/${id}-decision-${n}.md`, `# ${n}. Decision ${n}\n\n## Status\n\n${status}\n\n## Context\n\nContext ${n}.\n\n## Decision\n\nWe will do thing ${n}.\n`);
  }
  write('.gitignore', 'build/\n');
  const body = (i: number) => Array.from({ length: 60 }, (_, l) => `  const value${l} = compute(${i}, ${l}); // plain line ${l}`).join('\n');
  for (let i = 0; i < files; i++) {
    const dir = `services/svc-${i % 50}/src/module-${i % 200}`;
    const adr = (i % ADRS) + 1;
    const cite = i % 50 === 0 ? [`// per ADR-${String(adr).padStart(4, '0')}`, `// see docs/adr/${String(adr).padStart(4, '0')}-decision-${adr}.md`, `// arch://adr/${adr + 400}`].join('\n') : '// no decision cited here';
    if (i % 100 === 1) write(`${dir}/asset-${i}.bin`, Buffer.concat([Buffer.from([0, 1, 2, 3]), Buffer.alloc(4096, 65)]));
    else if (i % 100 === 2) write(`build/out-${i}.js`, `// ADR-0001\n${body(i)}\n`);
    else if (i % 10 === 3) write(`${dir}/notes-${i}.md`, `# Notes ${i}\n\n${cite}\n\nSome prose about module ${i}.\n`);
    else if (i % 10 === 4) write(`${dir}/handler_${i}.go`, `package svc\n\n${cite}\nfunc Handle${i}() {\n${body(i)}\n}\n`);
    else write(`${dir}/file-${i}.ts`, `${cite}\nexport function run${i}() {\n${body(i)}\n}\n`);
  }
}

function runChild(mode: 'baseline' | 'check', root: string): { ms: number; rssMiB: number; references: number } {
  const result = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), import.meta.filename, '--child', mode, '--root', root], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${mode} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

async function child(mode: string, root: string): Promise<void> {
  const { sourceFiles } = await import('../check-refs/source-files');
  const started = performance.now();
  let references = 0;
  if (mode === 'baseline') {
    for (const file of sourceFiles(['.'], [path.join(root, 'docs')]).files) references += readFileSync(file, 'utf8').split('\n').length > 0 ? 0 : 1;
  } else {
    const { checkRefs } = await import('../check-refs/check-refs');
    const { localCatalog } = await import('../check-refs/catalog');
    references = (await checkRefs(['.'], await localCatalog(path.join(root, 'docs')))).references.length;
  }
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ ms, rssMiB: process.resourceUsage().maxRSS / 1024, references })}\n`);
}

const { values } = parseArgs({ options: { files: { type: 'string' }, child: { type: 'string' }, root: { type: 'string' } } });
if (values.child) {
  await child(values.child, values.root!);
} else {
  const files = Number(values.files ?? 10_000);
  if (!Number.isInteger(files) || files < 100 || files > 200_000) throw new Error('--files must be an integer from 100 to 200000');
  const root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-check-refs-bench-'));
  try {
    generate(root, files);
    const baseline = runChild('baseline', root);
    const check = runChild('check', root);
    console.log(`check-refs on ${files} files (+${ADRS} ADRs): ${check.references} references`);
    console.log(`  baseline (list and read the same files): ${(baseline.ms / 1000).toFixed(2)} s, peak RSS ${baseline.rssMiB.toFixed(0)} MiB`);
    console.log(`  check-refs (read the docs, scan, resolve):  ${(check.ms / 1000).toFixed(2)} s, peak RSS ${check.rssMiB.toFixed(0)} MiB`);
    console.log(`  ratio: ${(check.ms / baseline.ms).toFixed(2)}x the time, ${(check.rssMiB / baseline.rssMiB).toFixed(2)}x the peak memory`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
