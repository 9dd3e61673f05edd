// How the code outline reads shapes the structure invariants depend on: Go methods on unnamed or tight receivers, records, dataclasses, constructor-assigned fields and function-typed parameters.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis';

describe('Go outline', () => {
  it('should attach methods with an unnamed or tightly written receiver to their struct', () => {
    const model = buildCodeModel('type UserMother struct{}\ntype Pool struct{}\nfunc (UserMother) Admin() *User { return &User{} }\nfunc (*Pool) Size() int { return 1 }\nfunc (p* Pool) Put(x int) {}\nfunc (p *Pool) Get() int { return 1 }\nfunc Free(a int) int { return a }', 'go');
    expect(model.types.find((t) => t.name === 'UserMother')?.methods.map((m) => m.name)).toEqual(['Admin']);
    expect(model.types.find((t) => t.name === 'Pool')?.methods.map((m) => m.name)).toEqual(['Size', 'Put', 'Get']);
    expect(model.functions.map((f) => f.name)).toEqual(['Free']);
  });
});

describe('record and dataclass outline', () => {
  it('should give a bodyless C# positional record its own fields and no members of the next type', () => {
    const model = buildCodeModel('public record CircleData(double Radius, string Color);\npublic class Circle {\n    private readonly CircleData _data;\n    public double Area() => 1;\n}', 'csharp');
    const data = model.types.find((t) => t.name === 'CircleData')!;
    expect(data.fields.map((f) => f.name)).toEqual(['Radius', 'Color']);
    expect(data.methods).toEqual([]);
    expect(model.types.find((t) => t.name === 'Circle')?.methods.map((m) => m.name)).toEqual(['Area']);
  });

  it('should read a C# field whose generic type holds a tuple as a field', () => {
    const model = buildCodeModel('public class Grid {\n    private readonly Dictionary<(int, int), List<Unit>> _cells = new();\n    public void Add(Unit u) { }\n}', 'csharp');
    const grid = model.types[0];
    expect(grid.fields.map((f) => [f.name, f.type])).toEqual([['_cells', 'Dictionary<(int, int), List<Unit>>']]);
    expect(grid.methods.map((m) => m.name)).toEqual(['Add']);
  });

  it('should read JavaScript fields assigned in the constructor as the class\'s fields', () => {
    const model = buildCodeModel('class CachedPrices {\n  constructor(api) {\n    this.api = api;\n    this.cache = new Map();\n  }\n  price(sku) { return this.cache.get(sku); }\n}', 'javascript');
    expect(model.types[0].fields.map((f) => [f.name, f.line])).toEqual([['api', 3], ['cache', 4]]);
  });

  it('should keep a TypeScript function-typed parameter\'s whole type and still drop default values', () => {
    const model = buildCodeModel('export function run<T>(pool: Pool, action: (c: Client) => Promise<T>, retries = 3): Promise<T> { return action(pool.get()); }', 'typescript');
    expect(model.functions[0].params).toEqual([{ name: 'pool', type: 'Pool' }, { name: 'action', type: '(c: Client) => Promise<T>' }, { name: 'retries', type: undefined }]);
  });

  it('should read annotated Python dataclass attributes as per-instance fields and plain class attributes as shared', () => {
    const model = buildCodeModel('@dataclass(frozen=True)\nclass Point:\n    x: int\n    y: int = 0\n    origin: ClassVar[int] = 0\n\nclass Counter:\n    count = 0\n    label: str\n', 'python');
    const fields = (name: string) => model.types.find((t) => t.name === name)!.fields.map((f) => [f.name, f.isStatic]);
    expect(fields('Point')).toEqual([['x', false], ['y', false], ['origin', true]]);
    expect(fields('Counter')).toEqual([['count', true], ['label', false]]);
  });
});
