import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './documents-views';
import { updateBankTransactionBodySchema } from './documents-edits';

describe('maskIdentifier', () => {
  it('keeps the last 4 characters and masks the rest', () => {
    expect(maskIdentifier('123456789012')).toBe('********9012');
  });
  it('ignores spaces and dashes the document printed', () => {
    expect(maskIdentifier('123-45-6789')).toBe('*****6789');
  });
  it('fully masks values of 4 or fewer characters', () => {
    expect(maskIdentifier('1234')).toBe('****');
    expect(maskIdentifier('12')).toBe('**');
  });
  it('gives null for nothing to mask', () => {
    expect(maskIdentifier(null)).toBeNull();
    expect(maskIdentifier(' - ')).toBeNull();
  });
});

describe('edit bodies', () => {
  it('require the version the edit was based on', () => {
    expect(updateBankTransactionBodySchema.safeParse({ amount: 5 }).success).toBe(false);
    expect(updateBankTransactionBodySchema.safeParse({ amount: 5, version: 3 }).success).toBe(true);
  });
  it('refuse fields the spec does not let the edit change', () => {
    expect(updateBankTransactionBodySchema.safeParse({ version: 1, accountNumber: '1' }).success).toBe(false);
  });
});
