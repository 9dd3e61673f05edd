// The eval sweep as CI runs it: a tiny eval file of its own, a background corpus and a source folder.
// It must name file:line and the case for a copied phrase, a short quote in a comment, a copied code
// block and a renamed copy of a sample's structure, and leave alone unrelated text, wording many cases
// share, wording a background document has (a case quoting the corpus), the name of one of the files
// it checks, and the same words outside a comment. The structure copy has the six lines a copied
// shape needs; a shorter one is boilerplate.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalIndex, readEvalCases } from '../../../scripts/eval/overlap';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const SAMPLE = `class SeedVault(private val drawers: MutableMap<String, Drawer>, private val clock: Clock) {
    fun deposit(tray: SeedTray) {
        val drawer = drawers.getOrPut(tray.species) { Drawer(tray.species) }
        drawer.trays.add(tray)
        drawer.lastTouched = clock.now()
        audit.record("deposit", tray.label)
    }
}`;
const SHARED = 'the nursery staff want to keep the watering rota easy to follow';
const CASES = [
  {
    id: 'gh-01',
    decision_description: 'Ship the greenhouse sensor readings to a columnar warehouse every quarter hour, and label each bed marigold and basil.',
    expect: [{ path: 'beds/adr/0004-readings.md', why: `Readings stay in the bed controllers today; ${SHARED}.` }],
  },
  { id: 'gh-02', language: 'kotlin', code: SAMPLE, label_note: 'The vault files each tray under its species drawer.' },
  { id: 'gh-03', decision_description: `Move the compost log to paper, since ${SHARED}.` },
  { id: 'gh-04', decision_description: `Print the seed labels in the shed, because ${SHARED}.` },
  { id: 'gh-05', decision_description: 'Weigh the harvest in kilograms per square metre of bench space for every crop we grow.' },
];

const SOURCES: Record<string, string> = {
  // A proposal's phrase in a comment, split over two lines.
  'engine/readings.ts': `// Readings are shipped to a columnar warehouse
// every quarter hour when the sensor bus is idle.
export const QUARTER = 15;
`,
  // A short quote of a case in a comment; the same three words in a plain string say nothing.
  'engine/labels.ts': `/** Joins beds named together ("marigold and basil"). */
export const beds = ['tomato and pepper', 'marigold and basil'];
`,
  // The sample pasted into a test.
  'tests/vault.test.ts': `const code = \`
${SAMPLE}
\`;
`,
  // The sample's structure with every name changed.
  'tests/shelf.test.ts': `const code = \`
class ToolShelf(private val hooks: MutableMap<String, Hook>, private val timer: Timer) {
    fun hang(rake: GardenRake) {
        val hook = hooks.getOrPut(rake.brand) { Hook(rake.brand) }
        hook.rakes.add(rake)
        hook.lastUsed = timer.now()
        ledger.note("hang", rake.model)
    }
}\`;
`,
  // Unrelated text, wording three cases share, and wording a background document has.
  'engine/rota.ts': `// Waters the beds in rota order; ${SHARED}.
// Yield is reported in kilograms per square metre of bench space, as the growers' guide does.
export function rota(beds: string[]): string[] {
  return [...beds].sort();
}
`,
};

const BACKGROUND = {
  'guide.md': 'Growers compare yield in kilograms per square metre of bench space across seasons.',
  'handbook.md': 'Sow in trays, then move the seedlings to the cold frame.',
};

let dir: string;

function write(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

function sweep(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/eval-sweep.ts'), ...args], { cwd: REPO_ROOT }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-sweep-'));
  write(dir, { 'eval/garden-cases.json': JSON.stringify(CASES, null, 2) });
  write(path.join(dir, 'src'), SOURCES);
  write(path.join(dir, 'corpus'), BACKGROUND);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('eval sweep', () => {
  it('should exit 1 listing file:line and the case for each copy, and nothing else', async () => {
    const { code, stdout } = await sweep('--eval', path.join(dir, 'eval'), '--background', path.join(dir, 'corpus'), path.join(dir, 'src'));
    expect(code).toBe(1);
    const found = stdout.split('\n').filter((l) => /^\S+:\d+(?:-\d+)?: /.test(l)).map((l) => /^(?:.*\/)?src\/(\S+?):(\d+(?:-\d+)?): (\w+) of (\S+) /.exec(l)!.slice(1, 5));
    // The pasted sample is both its lines and its structure; rota.ts shares only what three cases or a
    // background document say; labels.ts line 2 has the quoted words in a string, not a comment.
    expect(found).toEqual([
      ['engine/labels.ts', '1', 'quote', 'gh-01'],
      ['engine/readings.ts', '1-2', 'words', 'gh-01'],
      ['tests/shelf.test.ts', '2-7', 'structure', 'gh-02'],
      ['tests/vault.test.ts', '2-7', 'lines', 'gh-02'],
      ['tests/vault.test.ts', '2-7', 'structure', 'gh-02'],
    ]);
    expect(stdout).toMatch(/5 overlap\(s\) in 5 files against 5 cases of 1 eval files \(2 background documents\)/);
  });

  it('should exit 0 when no file quotes a case', async () => {
    const clean = path.join(dir, 'clean');
    write(clean, { 'engine/rota.ts': SOURCES['engine/rota.ts']! });
    const { code, stdout } = await sweep('--eval', path.join(dir, 'eval'), '--background', path.join(dir, 'corpus'), clean);
    expect(stdout).toMatch(/0 overlap\(s\)/);
    expect(code).toBe(0);
  });

  it('should refuse to pass when it finds no eval case to check against', async () => {
    const { code, stderr } = await sweep('--eval', path.join(dir, 'no-such-folder'), path.join(dir, 'src'));
    expect(code).toBe(2);
    expect(stderr).toMatch(/no eval cases found/);
  });

  it('should leave alone a code line made only of names two samples use, and report one with a name of its own', () => {
    const wrap = (name: string, extra: string) => `func ${name}(next Handler) Handler {\n${extra}\treturn HandlerFunc(func(w ResponseWriter, r *Request) { next.Serve(w, r) })\n}`;
    const cases = [
      { id: 'mw-1', file: 'mw.json', prose: [], code: [wrap('withLog', '\tmeter := instrumentation.NewLatencyMeter(next, registry)\n')] },
      { id: 'mw-2', file: 'mw.json', prose: [], code: [wrap('withAuth', '')] },
    ];
    const found = new EvalIndex(cases).scan('mw_test.go', `\treturn HandlerFunc(func(w ResponseWriter, r *Request) { next.Serve(w, r) })\n\tmeter := instrumentation.NewLatencyMeter(next, registry)\n`);
    expect(found.map((f) => [f.line, f.kind, f.caseId])).toEqual([[2, 'line', 'mw-1']]);
  });

  it('should leave alone a quoted name of a file being checked, and report the same quote when no such file is ours', () => {
    const cases = [{ id: 'kiln-1', file: 'kiln.json', prose: ['Firing notes go to kiln-schedule.yaml beside the glaze recipes.'], code: [] }];
    const comment = '// Read once at start-up (`kiln-schedule.yaml`).';
    const index = new EvalIndex(cases);
    expect(index.scan('firing.ts', comment, new Set(['kiln-schedule.yaml', 'firing.ts']))).toEqual([]);
    expect(index.scan('firing.ts', comment, new Set(['firing.ts']))).toMatchObject([{ kind: 'quote', caseId: 'kiln-1', line: 1 }]);
  });

  it('should read any eval file shape: cases are the objects with an id, code samples by their key', () => {
    const file = path.join(dir, 'eval/garden-cases.json');
    const cases = readEvalCases(file);
    expect(cases.map((c) => c.id)).toEqual(['gh-01', 'gh-02', 'gh-03', 'gh-04', 'gh-05']);
    expect(cases[1]!.code).toEqual([SAMPLE]);
    // Paths and labels (no spaces) are not prose; the case's own sentences and nested reasons are.
    expect(cases[0]!.prose).toHaveLength(2);
    const index = new EvalIndex(cases);
    expect(index.scan('x.ts', '// Ship the greenhouse sensor readings to a columnar warehouse.')).toMatchObject([{ kind: 'words', caseId: 'gh-01', line: 1 }]);
  });
});
