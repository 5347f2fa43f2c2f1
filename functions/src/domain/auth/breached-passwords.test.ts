import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@docledger/shared/domain/common-passwords';
import { VALIDATION_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { BREACHED_PASSWORDS_FILE, breachedPasswords, isBreachedPassword } from './breached-passwords';
import { assertAcceptablePassword } from './passwords';

/** Well-known breach-list passwords of 8+ characters that the hand-written list and rules let through. */
const FORMERLY_ACCEPTED = [
  'steelers',
  'midnight',
  'cocacola',
  'startrek',
  'dolphins',
  'mountain',
  'december',
  'godzilla',
  'einstein',
  'security',
  '4815162342',
  '69696969',
  '1234554321',
  '01012011',
];

describe('breached-password list', () => {
  it('comes from the package file with at least 100,000 entries, about 207,000 of 8+ characters', () => {
    const file = createRequire(import.meta.url).resolve(BREACHED_PASSWORDS_FILE);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(400_000);
    expect(breachedPasswords().size).toBeGreaterThanOrEqual(100_000);
    // Nothing shorter than the minimum is kept: the schema refuses those before the list is asked.
    expect([...breachedPasswords()].every((p) => p.length >= 8)).toBe(true);
  });

  it.each(FORMERLY_ACCEPTED)('refuses %s, which the old list let through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(isBreachedPassword(password)).toBe(true);
    expect(() => assertAcceptablePassword(password, 'password')).toThrow(
      VALIDATION_MESSAGES.passwordTooCommon,
    );
  });

  it.each(['qwertyuiop', '1q2w3e4r', 'Password123', '12345678'])(
    'still refuses %s (once hand-listed, now from the package list or the shape rules)',
    (password) => {
      expect(() => assertAcceptablePassword(password, 'password')).toThrow(
        VALIDATION_MESSAGES.passwordTooCommon,
      );
    },
  );

  it('ignores case and surrounding spaces', () => {
    expect(isBreachedPassword('StEeLeRs')).toBe(true);
    expect(isBreachedPassword(' midnight ')).toBe(true);
  });

  it.each([
    'Correct-Horse-42-Battery',
    'tr0ub4dor&3x-ledger',
    'my cat eats 7 plums',
    'Another-Strong-Pass-7',
  ])('accepts %s', (password) => {
    expect(isBreachedPassword(password)).toBe(false);
    expect(() => assertAcceptablePassword(password, 'password')).not.toThrow();
  });

  it('builds the set once per process', () => {
    expect(breachedPasswords()).toBe(breachedPasswords());
  });
});
