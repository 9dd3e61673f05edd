import { describe, expect, it } from 'vitest';
import { buildCodeModel, detectLanguage, stripCode, type CodeLanguage } from '../../../src/analysis';

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
