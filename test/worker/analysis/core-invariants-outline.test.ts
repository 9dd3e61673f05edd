// How the code outline reads shapes the core invariants depend on: classes that extend and implement, Python defaults that call, grouped Go types.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';

describe('code outline', () => {
  it('should read both the extended class and the implemented interfaces of a Java class', () => {
    const model = buildCodeModel('public class Adapter extends Legacy implements Printer, Closeable { }', 'java');
    expect(model.types[0].bases).toEqual(['Legacy', 'Printer', 'Closeable']);
  });

  it('should read the implemented interfaces of a TypeScript class that also extends one', () => {
    const model = buildCodeModel('export class Store extends Base<S> implements Reader, Writer {}', 'typescript');
    expect(model.types[0].bases).toEqual(['Base', 'Reader', 'Writer']);
  });

  it('should read a Python method whose parameter defaults to a call', () => {
    const model = buildCodeModel('class Job:\n    def __init__(self, clock=SystemClock(), retries: int = 3):\n        self._clock = clock\n', 'python');
    expect(model.types[0].methods[0]).toMatchObject({ name: '__init__', isConstructor: true });
    expect(model.types[0].methods[0].params.map((p) => p.name)).toEqual(['clock', 'retries']);
  });

  it('should read the types of a grouped Go type declaration', () => {
    const model = buildCodeModel('type (\n\tEvent struct {\n\t\tData int64\n\t}\n\tObserver interface {\n\t\tOnNotify(Event)\n\t}\n)\nfunc (e Event) Size() int { return 8 }', 'go');
    expect(model.types.map((t) => [t.name, t.kind])).toEqual([['Event', 'struct'], ['Observer', 'interface']]);
    expect(model.types[0].fields.map((f) => f.name)).toEqual(['Data']);
    expect(model.types[0].methods.map((m) => m.name)).toEqual(['Size']);
    expect(model.types[1].methods.map((m) => m.name)).toEqual(['OnNotify']);
  });
});
