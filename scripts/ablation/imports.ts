// Which test files can run the code of a source file, through their relative imports: a rule turned
// off by editing a file can only fail the tests that reach it, so rule ablation runs only those.
// Type-only imports reach nothing, and a name imported from a re-exporting module (src/analysis's
// index) reaches only the module that provides it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `import … from '…'`, `export … from '…'`, `import('…')`, with the clause between. */
const STATEMENT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** The file a relative specifier names (`./x.js` is `./x.ts`), or undefined for packages and assets. */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec.split('?')[0]!);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (/\.ts$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Names a `{ a, b as c, type T }` clause brings in (as imported, or as exported for `export`), without types; undefined for all. */
function namesOf(clause: string, kind: 'import' | 'export'): string[] | undefined {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /\*|^\s*\w+\s*,/.test(clause.replace(braces[0], ''))) return undefined;
  return braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => {
      const [name, alias] = n.split(/\s+as\s+/);
      return (kind === 'export' ? (alias ?? name) : name)!.trim();
    });
}

interface Edge {
  target: string;
  /** Re-exports only: the names the edge provides (undefined: every name). */
  provides?: string[];
  /** Imports only: the names taken (undefined: every name). */
  takes?: string[];
  reexport: boolean;
}

/** Every `*.test.ts` under `dir`. */
export function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(p));
    else if (entry.name.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

/** Test file → every TypeScript file whose code it can run, itself included. */
export function importClosures(tests: readonly string[]): Map<string, Set<string>> {
  const edges = new Map<string, Edge[]>();
  const edgesOf = (file: string): Edge[] => {
    let list = edges.get(file);
    if (list) return list;
    list = [];
    for (const m of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (m[2]) continue;
      const spec = m[4] ?? m[5] ?? m[6];
      const target = spec && resolve(file, spec);
      if (!target) continue;
      if (m[1] === 'export') list.push({ target, provides: namesOf(m[3] ?? '', 'export'), reexport: true });
      else if (m[1] === 'import') {
        const takes = namesOf(m[3] ?? '', 'import');
        if (takes && !takes.length) continue;
        list.push({ target, takes, reexport: false });
      } else list.push({ target, reexport: false });
    }
    edges.set(file, list);
    return list;
  };
  const out = new Map<string, Set<string>>();
  for (const test of tests) {
    const seen = new Set<string>([test]);
    // A module reached for some names only (through a re-exporting module) is followed for those.
    const stack: { file: string; names?: string[] }[] = [{ file: test }];
    const visit = (file: string, names?: string[]) => {
      for (const e of edgesOf(file)) {
        if (e.reexport) {
          const wanted = names && e.provides ? e.provides.filter((n) => names.includes(n)) : undefined;
          if (names && e.provides && !wanted!.length) continue;
          // Followed for what it provides; a re-exporting module's own code runs nothing else.
          if (!seen.has(e.target)) { seen.add(e.target); stack.push({ file: e.target }); }
        } else {
          const reexports = edgesOf(e.target).some((x) => x.reexport);
          if (reexports && e.takes) {
            seen.add(e.target);
            visit(e.target, e.takes);
          } else if (!seen.has(e.target)) { seen.add(e.target); stack.push({ file: e.target }); }
        }
      }
    };
    while (stack.length) {
      const { file, names } = stack.pop()!;
      visit(file, names);
    }
    out.set(test, seen);
  }
  return out;
}
