import { describe, expect, it } from 'vitest';
import { updateBankTransactionBodySchema } from './documents-edits';

describe('edit bodies', () => {
  it('require the version the edit was based on', () => {
    expect(updateBankTransactionBodySchema.safeParse({ amount: 5 }).success).toBe(false);
    expect(updateBankTransactionBodySchema.safeParse({ amount: 5, version: 3 }).success).toBe(true);
  });
  it('refuse fields the spec does not let the edit change', () => {
    expect(updateBankTransactionBodySchema.safeParse({ version: 1, accountNumber: '1' }).success).toBe(false);
  });
});
