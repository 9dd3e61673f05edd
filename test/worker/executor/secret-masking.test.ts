import { describe, expect, it } from 'vitest';
import { maskDeep, maskSecrets } from '../../../src/tools/secret-masking';

describe('secret masking', () => {
  it('should mask secrets at any depth of a result and keep its shape', () => {
    const result = { results: [{ title: 'Deploy', excerpt: 'use api_key = abcd1234efgh to call' }, { title: 'Other', tags: ['token: ghp_abcdefghijklmnopqrstuvwxyz0123456789'] }], total: 2 };
    const masked = maskDeep(result);
    expect(masked.results[0]!.excerpt).toBe('use api_key = [REDACTED] to call');
    expect(masked.results[1]!.tags![0]).toBe('token: [REDACTED]');
    expect(masked.total).toBe(2);
    // The caller's value is not changed in place.
    expect(result.results[0]!.excerpt).toContain('abcd1234efgh');
  });

  it.each([
    'Rotate the signing key every 90 days and store the token in the vault.',
    'The password policy is described in ADR-0007; secrets never go into the repository.',
    'Partition keys: choose a key with high cardinality.',
  ])('should leave prose that only mentions keys, tokens or passwords unchanged: %s', (text) => {
    expect(maskSecrets(text)).toBe(text);
  });

  it('should mask an assignment split by quotes and spaces', () => {
    expect(maskSecrets(`"client_secret" : "s3cr3tvalue99"`)).not.toContain('s3cr3t');
    expect(maskSecrets('PASSWORD:\thunter2hunter2')).not.toContain('hunter2');
  });
});
