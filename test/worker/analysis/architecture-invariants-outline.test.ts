// How the code outline reads a TypeScript method whose parameter has an inline object type, which the architecture invariants depend on.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';

describe('code outline', () => {
  it('should read a TypeScript method whose parameter has an inline object type as one method', () => {
    const model = buildCodeModel('class HomeController {\n  home(req: { platform: string }): object {\n    switch (req.platform) { default: return {}; }\n  }\n}', 'typescript');
    const method = model.types[0].methods.find((m) => m.name === 'home');
    expect(method?.params).toEqual([{ name: 'req', type: '{ platform: string }' }]);
    expect(method?.body).toContain('switch (req.platform)');
  });
});
