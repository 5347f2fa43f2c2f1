import { describe, expect, it } from 'vitest';
import { maskSensitive } from '@docledger/shared/domain/sensitive-fields';
import { splitSensitive } from './sensitive';

describe('sensitive fields', () => {
  it('masks all but the last 4 characters, and short values entirely', () => {
    expect(maskSensitive('1234 5678 9012', 'last4')).toBe('••••9012');
    expect(maskSensitive('1234', 'last4')).toBe('••••');
    expect(maskSensitive('12', 'last4')).toBe('••••');
  });

  it('takes identifiers out of the clear fields and keeps masked copies', () => {
    const out = splitSensitive('w2', {
      employeeSSN: '123-45-6789',
      employerEIN: '12-3456789',
      box1_wages: 50000,
    });
    expect(out.clear).toEqual({ box1_wages: 50000 });
    expect(out.secret).toEqual({ employeeSSN: '123-45-6789', employerEIN: '12-3456789' });
    expect(out.masked).toEqual({ employeeSSN: '••••6789', employerEIN: '••••6789' });
  });

  it("keeps a card's printed last four digits, which are all a statement shows", () => {
    const card = splitSensitive('credit_card_statement', { accountNumber: '4321' });
    expect(card.masked).toEqual({ accountNumber: '••••4321' });
    expect(splitSensitive('payslip', { employeeId: '4321' }).masked).toEqual({ employeeId: '••••' });
  });

  it('skips empty identifiers', () => {
    expect(splitSensitive('bank_statement', { accountNumber: null, bankName: 'B' })).toEqual({
      clear: { bankName: 'B' },
      secret: {},
      masked: {},
    });
  });
});
