import { describe, expect, it } from 'vitest';
import { buildCodeModel, runStructuralCheck, type CodeLanguage, type StructuralCheck } from '../../../src/analysis';

type Row = [StructuralCheck, CodeLanguage, string, boolean];

const rows: Row[] = [
  ['private-constructor', 'java', 'public class S { private static S i; private S() {} public static S get() { return i; } }', true],
  ['private-constructor', 'java', 'public class S { private static S i; public S() {} }', false],
  ['private-constructor', 'csharp', 'public sealed class S { private static S i; private S() {} }', true],
  ['private-constructor', 'typescript', 'export class S { private static i: S; constructor() {} }', false],
  ['private-constructor', 'typescript', 'export class S { private static i: S; private constructor() {} }', true],
  ['private-constructor', 'go', 'type config struct{}\nfunc Get() *config { return nil }', true],
  ['private-constructor', 'python', 'class S:\n    def __init__(self):\n        pass\n', false],
  ['private-constructor', 'python', 'class S:\n    _i = None\n    def __new__(cls):\n        return cls._i\n', true],
  ['static-instance-accessor', 'java', 'class S { private static S i = new S(); static S getInstance() { return i; } }', true],
  ['static-instance-accessor', 'java', 'class S { S make() { return new S(); } }', false],
  ['static-instance-accessor', 'csharp', 'public class S { public static S Instance { get; } = new S(); }', true],
  ['static-instance-accessor', 'go', 'var once sync.Once\nfunc GetInstance() *s { once.Do(func(){}); return inst }', true],
  ['final-class', 'java', 'public final class V { }', true],
  ['final-class', 'java', 'public class V { }', false],
  ['final-class', 'csharp', 'public sealed class V { }', true],
  ['final-class', 'csharp', 'public class V { }', false],
  ['no-public-setters', 'java', 'class V { private int a; public void setA(int a) { this.a = a; } }', false],
  ['no-public-setters', 'java', 'class V { private int a; public int getA() { return a; } }', true],
  ['no-public-setters', 'csharp', 'class V { public int A { get; set; } }', false],
  ['no-public-setters', 'csharp', 'class V { public int A { get; private set; } }', true],
  ['no-public-setters', 'go', 'type V struct { a int }\nfunc (v *V) SetA(a int) { v.a = a }', false],
  ['no-public-setters', 'python', 'class V:\n    @property\n    def a(self):\n        return 1\n    @a.setter\n    def a(self, v):\n        pass\n', false],
  ['implements-interface', 'typescript', 'interface Store { get(k: string): string }\nclass Mem implements Store { get(k: string) { return k; } }', true],
  ['implements-interface', 'typescript', 'class Mem { get(k: string) { return k; } }', false],
  ['implements-interface', 'go', 'type Store interface { Get(k string) string }\ntype mem struct{}\nfunc (m mem) Get(k string) string { return k }', true],
  ['implements-interface', 'python', 'class Store(ABC):\n    pass\nclass Mem(Store):\n    pass\n', true],
  ['delegates-to-wrapped', 'java', 'interface S { int f(); }\nclass W implements S { private final S inner; W(S i) { inner = i; } public int f() { return inner.f() + 1; } }', true],
  ['delegates-to-wrapped', 'java', 'interface S { int f(); }\nclass W implements S { private final S inner; W(S i) { inner = i; } public int f() { return 1; } }', false],
  ['delegates-to-wrapped', 'typescript', 'interface S { f(): number }\nclass W implements S { constructor(private readonly inner: S) {} f() { return this.inner.f(); } }', true],
  ['delegates-to-wrapped', 'go', 'type S interface { F() int }\ntype w struct { inner S }\nfunc (x *w) F() int { return x.inner.F() }', true],
  ['delegates-to-wrapped', 'python', 'class W:\n    def __init__(self, inner):\n        self._inner = inner\n    def f(self):\n        return self._inner.f()\n', true],
  ['async-boundary', 'typescript', 'async function f() { await g(); }', true],
  ['async-boundary', 'java', 'class A { CompletableFuture<Void> f() { return null; } }', true],
  ['async-boundary', 'go', 'func f() { go g() }', true],
  ['async-boundary', 'python', 'def f():\n    return 1\n', false],
  ['async-boundary', 'csharp', 'class A { async Task F() { await G(); } }', true],
];

describe('runStructuralCheck', () => {
  it.each(rows)('should judge %s in %s: %j → %s', (check, language, code, expected) => {
    expect(runStructuralCheck(check, buildCodeModel(code, language)).passed).toBe(expected);
  });

  it('should point at the public constructor line when a singleton exposes it', () => {
    const outcome = runStructuralCheck('private-constructor', buildCodeModel('public class S {\n  private static S i;\n  public S() {}\n}', 'java'));
    expect(outcome.findings[0].line).toBe(3);
  });
});
