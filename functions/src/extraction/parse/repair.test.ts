import { describe, expect, it } from 'vitest';
import { oneDigitMisreadOrLost, repairBalanceChain, repairSum, type BalanceRow } from './repair';

const row = (amount: number, direction: 'credit' | 'debit', balance: number | null): BalanceRow => ({
  amount,
  direction,
  balance,
});

describe('repairBalanceChain', () => {
  it('gives cents back to the one amount whose decimal point was lost', () => {
    const rows = [row(20, 'debit', 980), row(2037, 'debit', 959.63), row(100, 'credit', 1059.63)];
    expect(repairBalanceChain(rows, 1000)).toEqual([{ row: 1, key: 'amount', from: 2037, to: 20.37 }]);
  });

  it('repairs a printed balance when the next step confirms it', () => {
    const rows = [row(12.5, 'debit', 98750), row(10, 'credit', 997.5)];
    expect(repairBalanceChain(rows, 1000)).toEqual([{ row: 0, key: 'balance', from: 98750, to: 987.5 }]);
  });

  it('repairs an amount among rows that share one printed balance', () => {
    const rows = [row(5.25, 'debit', null), row(1000, 'debit', 984.75)];
    expect(repairBalanceChain(rows, 1000)).toEqual([{ row: 1, key: 'amount', from: 1000, to: 10 }]);
  });

  it('leaves a chain alone when it holds, when no single repair closes it, or when two would', () => {
    expect(repairBalanceChain([row(20, 'debit', 980)], 1000)).toEqual([]);
    expect(repairBalanceChain([row(20, 'debit', 970)], 1000)).toEqual([]);
    // 1000 − 15 − 1500 = −515: either 1500 may be the misread 15.00, so nothing is changed.
    expect(repairBalanceChain([row(1500, 'debit', null), row(1500, 'debit', -515)], 1000)).toEqual([]);
    // No opening balance: the first printed balance only starts the chain.
    expect(repairBalanceChain([row(2037, 'debit', 500), row(1, 'debit', 499)], null)).toEqual([]);
  });
});

describe('repairBalanceChain: one misread digit', () => {
  it('repairs the amount the break asks for when it is one digit from the one read and the balance after it holds', () => {
    // 1000 − 131.78 = 868.22, read "331.78"; the next step (868.22 + 50 = 918.22) confirms 868.22.
    const rows = [row(331.78, 'debit', 868.22), row(50, 'credit', 918.22)];
    expect(repairBalanceChain(rows, 1000)).toEqual([{ row: 0, key: 'amount', from: 331.78, to: 131.78 }]);
    // The last row: confirmed by the closing balance.
    expect(repairBalanceChain([row(20, 'debit', 980), row(16.25, 'debit', 963.75)], 1000, 963.75)).toEqual(
      [],
    );
    expect(repairBalanceChain([row(20, 'debit', 980), row(46.25, 'debit', 963.75)], 1000, 963.75)).toEqual([
      { row: 1, key: 'amount', from: 46.25, to: 16.25 },
    ]);
  });

  it('repairs the printed balance instead when the next step confirms the expected one', () => {
    const rows = [row(131.78, 'debit', 863.22), row(50, 'credit', 918.22)];
    expect(repairBalanceChain(rows, 1000)).toEqual([{ row: 0, key: 'balance', from: 863.22, to: 868.22 }]);
  });

  it('changes nothing when the balance is not confirmed, the amounts are more than a digit apart, or two rows could be it', () => {
    expect(repairBalanceChain([row(331.78, 'debit', 868.22)], 1000)).toEqual([]);
    expect(repairBalanceChain([row(391.78, 'debit', 868.22), row(50, 'credit', 918.22)], 1000)).toEqual([]);
    // Two rows under one balance, each a digit from the wanted amount: ambiguous.
    expect(
      repairBalanceChain([row(30, 'debit', null), row(30, 'debit', 930), row(10, 'credit', 940)], 1000),
    ).toEqual([]);
  });
});

describe('repairSum', () => {
  const t = (key: string, value: number, sign: 1 | -1 = 1) => ({ key, value, sign });
  it('gives cents back to the one term or the total that lost its decimal point', () => {
    expect(repairSum([t('a', 1200), t('b', 3450)], { key: 'total', value: 1234.5 })).toEqual({
      key: 'b',
      from: 3450,
      to: 34.5,
    });
    expect(repairSum([t('gross', 2000), t('deductions', 412.5, -1)], { key: 'net', value: 158750 })).toEqual({
      key: 'net',
      from: 158750,
      to: 1587.5,
    });
  });

  it('changes nothing when the sum holds, no repair closes it, or two would', () => {
    expect(repairSum([t('a', 1), t('b', 2)], { key: 'total', value: 3 })).toBeNull();
    expect(repairSum([t('a', 1), t('b', 2)], { key: 'total', value: 7 })).toBeNull();
    expect(repairSum([t('a', 500), t('b', 500)], { key: 'total', value: 505 })).toBeNull();
  });
});

describe('oneDigitMisreadOrLost', () => {
  it('takes one digit misread or one digit lost, nothing more', () => {
    expect(oneDigitMisreadOrLost(4092.2, 4092.24)).toBe(true); // the last cent lost
    expect(oneDigitMisreadOrLost(409.24, 4092.24)).toBe(true); // a digit lost inside
    expect(oneDigitMisreadOrLost(4692.24, 4092.24)).toBe(true); // one digit misread
    expect(oneDigitMisreadOrLost(4092.24, 4092.24)).toBe(false); // nothing to repair
    expect(oneDigitMisreadOrLost(4692.2, 4092.24)).toBe(false); // two changes
    expect(oneDigitMisreadOrLost(92.24, 4092.24)).toBe(false); // two digits lost
  });
});
