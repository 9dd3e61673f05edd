import { describe, expect, it } from 'vitest';
import { buildCodeModel, detectLanguage, stripCode, type CodeLanguage } from '../../../src/analysis';
import { arrowFunctions } from '../../../src/analysis/code/arrow-functions';

describe('stripCode', () => {
  it.each<[CodeLanguage, string, string]>([
    ['java', 'int a; // private Foo()\nString s = "private Foo()";', 'private'],
    ['typescript', 'const a = `private ${x}`; /* private */', 'private'],
    ['go', 'x := `go func()`\n// go run()', 'go '],
    ['python', 'x = """class Foo:"""  # class Bar', 'class'],
    ['csharp', 'var s = @"sealed ""class"""; // sealed', 'sealed'],
  ])('should blank comments and strings in %s', (language, code, word) => {
    const stripped = stripCode(code, language);
    expect(stripped).not.toContain(word);
    expect(stripped.length).toBe(code.length);
    expect(stripped.split('\n').length).toBe(code.split('\n').length);
  });
});

describe('buildCodeModel', () => {
  it('should outline a Java class with visibility, bases and line numbers', () => {
    const model = buildCodeModel('public final class A implements B, C {\n  private final int x;\n  private A() {}\n  public static A get() { return new A(); }\n}', 'java');
    const a = model.types[0];
    expect(a).toMatchObject({ name: 'A', isFinal: true, bases: ['B', 'C'], line: 1 });
    expect(a.fields[0]).toMatchObject({ name: 'x', visibility: 'private', isImmutable: true, line: 2 });
    expect(a.methods.find((m) => m.isConstructor)).toMatchObject({ visibility: 'private', line: 3 });
    expect(a.methods.find((m) => m.name === 'get')).toMatchObject({ isStatic: true, returnType: 'A' });
  });

  it('should attach Go receiver methods to their struct', () => {
    const model = buildCodeModel('package p\ntype store struct {\n\tinner Store\n}\nfunc (s *store) Get(k string) string { return s.inner.Get(k) }', 'go');
    expect(model.types[0].methods.map((m) => m.name)).toEqual(['Get']);
    expect(model.types[0].fields[0]).toMatchObject({ name: 'inner', type: 'Store' });
  });

  it('should read Python attributes assigned through self', () => {
    const model = buildCodeModel('class Cache:\n    def __init__(self, inner):\n        self._inner = inner\n    def get(self, k):\n        return self._inner.get(k)\n', 'python');
    expect(model.types[0].fields.map((f) => f.name)).toEqual(['_inner']);
    expect(model.types[0].methods.map((m) => m.name)).toEqual(['__init__', 'get']);
  });

  it.each<[string, CodeLanguage]>([
    ['package main\nfunc main() {}', 'go'],
    ['class A:\n    def f(self):\n        pass\n', 'python'],
    ['public class A { public int X { get; set; } }', 'csharp'],
    ['public class A { private int x; }', 'java'],
  ])('should detect the language of %j', (code, language) => {
    expect(detectLanguage(code)).toBe(language);
  });
});

describe('arrowFunctions', () => {
  it('should read a generic arrow function with its parameters and return type', () => {
    const model = buildCodeModel('export const tally = <K>(counts: Map<K, number>, key: K = first): number => counts.get(key) ?? 0;\n', 'typescript');
    const [fn] = arrowFunctions(model);
    expect(fn.name).toBe('tally');
    expect(fn.params).toEqual([{ name: 'counts', type: 'Map<K, number>' }, { name: 'key', type: 'K' }]);
    expect(fn.returnType).toBe('number');
    expect(fn.body).toBe('return counts.get(key) ?? 0;');
  });

  it('should end an expression body at the line break, the semicolon or its enclosing bracket', () => {
    const model = buildCodeModel('const double = (n) => n * 2\nconst half = (n) => n / 2; const third = 3;\nfunction outer() { const inner = (x) => x + 1 }\n', 'javascript');
    expect(arrowFunctions(model).map((f) => [f.name, f.body, f.line])).toEqual([
      ['double', 'return n * 2;', 1],
      ['half', 'return n / 2;', 2],
      ['inner', 'return x + 1 ;', 3],
    ]);
  });

  it('should carry an expression body on over the lines that continue it', () => {
    const code = 'const ids = (rows) =>\n  rows\n    .filter((r) => r.ok)\n    .map((r) => r.id)\nconst pick = (flag) => flag ?\n  1 :\n  2\nconst next = 3\n';
    expect(arrowFunctions(buildCodeModel(code, 'javascript')).map((f) => [f.name, f.body.replace(/\s+/g, ' ')])).toEqual([
      ['ids', 'return rows .filter((r) => r.ok) .map((r) => r.id);'],
      ['pick', 'return flag ? 1 : 2;'],
    ]);
  });

  it('should end an expression body that closes a tag or a generic, or increments, at its line', () => {
    const code = 'const Badge = () => <span>new</span>\nmount(Badge)\nconst tick = () => clock++\nlog(clock)\nconst table = () => new Set<number>\ntable().clear()\n';
    expect(arrowFunctions(buildCodeModel(code, 'typescript')).map((f) => [f.name, f.body])).toEqual([
      ['Badge', 'return <span>new</span>;'],
      ['tick', 'return clock++;'],
      ['table', 'return new Set<number>;'],
    ]);
  });

  it('should read a parameter whose name starts with async, and a return type written as an object type', () => {
    const [fn] = arrowFunctions(buildCodeModel('const size = asyncQueue => asyncQueue.length;\n', 'typescript'));
    expect(fn.params).toEqual([{ name: 'asyncQueue', type: undefined }]);
    const made = arrowFunctions(buildCodeModel('const make = (n: number): { total: number } => ({ total: n });\n', 'typescript'))[0];
    expect([made.name, made.returnType]).toEqual(['make', '{ total: number }']);
  });

  it('should read class properties and functions declared inside other functions, with block bodies', () => {
    const code = 'class Ticker {\n  private tick = (now: number) => {\n    this.last = now;\n  };\n}\nfunction mount(el) {\n  const onClick = (ev) => {\n    ev.stopPropagation();\n  };\n}\n';
    const fns = arrowFunctions(buildCodeModel(code, 'typescript'));
    expect(fns.map((f) => [f.name, f.body.trim(), f.bodyLine])).toEqual([
      ['tick', 'this.last = now;', 2],
      ['onClick', 'ev.stopPropagation();', 7],
    ]);
  });

  it('should read Python lambdas bound at module level, without their defaults', () => {
    const fns = arrowFunctions(buildCodeModel('scale = lambda value, factor=2: value * factor\n', 'python'));
    expect(fns.map((f) => [f.name, f.params.map((p) => p.name), f.body])).toEqual([['scale', ['value', 'factor'], 'return value * factor']]);
  });

  it('should not read a call that passes an arrow function as a declaration', () => {
    expect(arrowFunctions(buildCodeModel('items.forEach((item) => send(item));\nreturn (x) => x;\n', 'typescript'))).toEqual([]);
  });
});
