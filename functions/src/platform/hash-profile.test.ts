import { describe, expect, it } from 'vitest';
import { parseHashProfile } from './hash-profile';

describe('parseHashProfile', () => {
  it('is production unless configured otherwise', () => {
    expect(parseHashProfile({})).toBe('production');
    expect(parseHashProfile({ PASSWORD_HASH_PROFILE: 'test' })).toBe('test');
  });

  it('refuses the test cost inside Lambda and unknown profiles anywhere', () => {
    expect(() =>
      parseHashProfile({ PASSWORD_HASH_PROFILE: 'test', AWS_LAMBDA_FUNCTION_NAME: 'docledger-login' }),
    ).toThrow(/test runs only/);
    expect(parseHashProfile({ AWS_LAMBDA_FUNCTION_NAME: 'docledger-login' })).toBe('production');
    expect(() => parseHashProfile({ PASSWORD_HASH_PROFILE: 'cheap' })).toThrow(/PASSWORD_HASH_PROFILE/);
  });
});
