// How the code outline reads TypeScript shapes the behaviour invariants depend on: function-typed fields and parameters, type parameters, object return types.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';

describe('code outline of TypeScript functions and function-typed fields', () => {
  it('should read a field typed with a function type as a field with its whole type', () => {
    const model = buildCodeModel('class Bus {\n  private handlers: Record<string, ((m: string) => void)[]> = {};\n  on(t: string) {}\n}', 'typescript');
    expect(model.types[0].fields).toEqual([expect.objectContaining({ name: 'handlers', type: 'Record<string, ((m: string) => void)[]>' })]);
    expect(model.types[0].methods.map((m) => m.name)).toEqual(['on']);
  });

  it('should outline a function with type parameters and function-typed parameters', () => {
    const model = buildCodeModel('function runAsync<T>(task: () => T, done: (v: T) => void): void {\n  done(task());\n}', 'typescript');
    expect(model.functions).toHaveLength(1);
    expect(model.functions[0]).toMatchObject({ name: 'runAsync', line: 1, bodyLine: 1 });
    expect(model.functions[0].params.map((p) => p.name)).toEqual(['task', 'done']);
    expect(model.functions[0].body).toContain('done(task())');
  });

  it('should find the body of a function whose return type is an object type', () => {
    const model = buildCodeModel('export async function health(db: Db): Promise<{ status: number }> {\n  return { status: 503 };\n}', 'typescript');
    expect(model.functions[0].body).toContain('return { status: 503 }');
  });
});
