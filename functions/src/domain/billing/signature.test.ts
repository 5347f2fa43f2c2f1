import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature';

const secret = 'whsec_test_0123456789abcdef';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  it('accepts the signature of the exact payload within five minutes', () => {
    const header = signPayload(secret, '{"id":"evt_1"}', now - 299);
    expect(verifySignature(secret, '{"id":"evt_1"}', header, now)).toBe(true);
  });

  it.each([
    ['another payload', signPayload(secret, '{"id":"evt_1"}', now), '{"id":"evt_2"}'],
    ['another secret', signPayload('whsec_other_0123456789ab', '{}', now), '{}'],
    ['an old timestamp', signPayload(secret, '{}', now - 301), '{}'],
    ['no v1', `t=${now}`, '{}'],
    ['garbage', 'nonsense', '{}'],
  ])('refuses %s', (_, header, payload) => {
    expect(verifySignature(secret, payload, header, now)).toBe(false);
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signPayload(secret, '{}', now).split(',')[1];
    expect(verifySignature(secret, '{}', `t=${now},v1=${'0'.repeat(64)},${good}`, now)).toBe(true);
  });
});
