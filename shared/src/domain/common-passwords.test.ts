import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', 'Password123', '12345678', 'iloveyou1', 'P@ssw0rd!', 'football'])(
    'refuses the base word or run %s (any case)',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );

  it.each([
    'aaaaaaaaaa',
    '1234567890123',
    '9876543210',
    'password2019!',
    'welcome#1',
    'Qwerty!!2024',
    'Monkey2019!',
    '123dragon456',
    'P@$$w0rd#1',
    'Sh4d0w1234',
    'monkeymonkey',
    'Football-2026',
  ])('refuses the common shape %s', (p) => expect(isCommonPassword(p)).toBe(true));

  it.each([
    'Correct-Horse-42-Battery',
    'tr0ub4dor&3x',
    'my cat eats 7 plums',
    'passage-of-time-91',
    'Summer-Holiday-2024',
    'dragonfly-kite-77',
  ])('accepts %s', (p) => expect(isCommonPassword(p)).toBe(false));
});
