import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

const STEP = 30_000;

describe('matchTotp', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;
  const step = Math.floor(now / STEP);
  const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

  it('matches the current step and one step either side, and reports the matched step', async () => {
    expect(await matchTotp(secret, await codeAt(now), now)).toBe(step);
    expect(await matchTotp(secret, await codeAt(now - STEP), now)).toBe(step - 1);
    expect(await matchTotp(secret, await codeAt(now + STEP), now)).toBe(step + 1);
  });

  it('refuses codes two steps away and malformed codes', async () => {
    expect(await matchTotp(secret, await codeAt(now - 2 * STEP), now)).toBeNull();
    expect(await matchTotp(secret, await codeAt(now + 2 * STEP), now)).toBeNull();
    expect(await matchTotp(secret, '12345', now)).toBeNull();
    expect(await matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth URI naming the product and the account', () => {
    const uri = otpauthUri('ada@example.com', secret);
    expect(uri).toMatch(/^otpauth:\/\/totp\/DocLedger:ada%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});
