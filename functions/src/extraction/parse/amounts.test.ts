import { describe, expect, it } from 'vitest';
import {
  closeSeparatorSpaces,
  amountValue,
  decimalMarkOf,
  findAmounts,
  isMoneyToken,
  parseAmount,
  parseOcrMoney,
  roundMoney,
} from './amounts';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 1234.56, null],
    ['(1,234.56)', -1234.56, 'parentheses'],
    ['-1,234.56', -1234.56, 'minus'],
    ['1,234.56-', -1234.56, 'minus'],
    ['1,234.56 CR', 1234.56, 'cr'],
    ['1,234.56 DR', -1234.56, 'dr'],
    ['$1,234.56', 1234.56, null],
    ['-$1,234.56', -1234.56, 'minus'],
    ['$ (12.00)', -12, 'parentheses'],
    ['€ 1.234,56', 1234.56, null],
    ['1 234,56 €', 1234.56, null],
    ['1.234.567,89', 1234567.89, null],
    ['717,97', 717.97, null],
    ['₹1,234', 1234, null],
    ['S$22,058.11', 22058.11, null],
    ['0.00', 0, null],
  ])('reads %s', (text, value, hint) => {
    const a = parseAmount(text);
    expect(a?.value).toBe(value);
    expect(a?.signHint).toBe(hint);
  });

  it('reports the currency of a symbol or code', () => {
    expect(parseAmount('€ 12,00')?.currency).toBe('EUR');
    expect(parseAmount('£5.00')?.currency).toBe('GBP');
    expect(parseAmount('USD 5.00')?.currency).toBe('USD');
    expect(parseAmount('5.00')?.currency).toBeNull();
  });

  it('reads CR as negative when the caller takes the card-issuer view', () => {
    expect(parseAmount('50.00 CR', { crPositive: false })?.value).toBe(-50);
  });

  it('honours a forced decimal comma', () => {
    expect(parseAmount('1.234', { decimal: ',' })?.value).toBe(1234);
    expect(parseAmount('1.234')?.value).toBe(1.234);
  });

  it('rejects text that is not a single amount', () => {
    for (const t of ['abc', '12/05/2025', '(12.00', '--5', '1,234.56 USD extra', ''])
      expect(parseAmount(t)).toBeNull();
  });
});

describe('decimalMarkOf', () => {
  it('takes the last separator when both occur, and a lone comma with two decimals as decimal', () => {
    expect(decimalMarkOf('1.234,56')).toBe(',');
    expect(decimalMarkOf('1,234.56')).toBe('.');
    expect(decimalMarkOf('12,5')).toBe(',');
    expect(decimalMarkOf('1,234')).toBe('.');
    expect(decimalMarkOf('1.234.567')).toBe(',');
  });
});

describe('isMoneyToken', () => {
  it('accepts amounts with cents or currency and rejects bare integers', () => {
    expect(isMoneyToken('12.00')).toBe(true);
    expect(isMoneyToken('$12')).toBe(true);
    expect(isMoneyToken('(1,234)')).toBe(true);
    expect(isMoneyToken('2024')).toBe(false);
    expect(isMoneyToken('3')).toBe(false);
    expect(isMoneyToken('12.5')).toBe(false);
  });
});

describe('findAmounts', () => {
  it('finds money tokens in free text, skipping ids, dates and quantities', () => {
    const found = findAmounts(
      'Invoice 2024-001 dated 01/05/2025: 2 x 10.00 = $20.00, tax (1.50) total 1,234.56 CR',
    );
    expect(found.map((f) => f.amount.value)).toEqual([10, 20, -1.5, 1234.56]);
  });

  it('skips percentages', () => {
    expect(findAmounts('Purchase APR 19.49% on 1,000.00').map((f) => f.amount.value)).toEqual([1000]);
  });

  it('keeps a space-separated quantity apart from the amount after it', () => {
    expect(findAmounts('Widget 2 100.00').map((f) => f.amount.value)).toEqual([100]);
  });
});

describe('roundMoney', () => {
  it('removes binary noise', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
});

describe('parseOcrMoney', () => {
  it('restores a decimal point OCR dropped from a money cell, and reads normal amounts as usual', () => {
    expect(parseOcrMoney('2037')?.value).toBe(20.37);
    expect(parseOcrMoney('51662-')?.value).toBe(-516.62);
    expect(parseOcrMoney('1,234.56')?.value).toBe(1234.56);
    expect(parseOcrMoney('12')?.value).toBe(12);
    expect(parseOcrMoney('abc')).toBeNull();
  });

  it('reads thousands separators a scan read as points ("5.015.36") as commas', () => {
    expect(parseOcrMoney('5.015.36')?.value).toBe(5015.36);
    expect(parseOcrMoney('1.234.567.89')?.value).toBe(1234567.89);
    expect(parseOcrMoney('1.234,56', { decimal: ',' })?.value).toBe(1234.56);
  });
});

describe('amountValue', () => {
  it.each([
    ['52,000.00', 52000],
    ['(1,234)', -1234],
    ['1,234.56-', -1234.56],
    ['$ 1,234', 1234],
    ['P 1,234', 1234],
    ['₱1,234.00', 1234],
    ['52 000.00', 52000],
    ['1,234.56 CR', 1234.56],
  ])('reads %s as %s', (text, value) => {
    expect(amountValue(text)).toBe(value);
  });

  it('reads a printed nil as 0 so an empty box keeps its place, and refuses text', () => {
    for (const nil of ['-', '—', '-0-', 'nil', '--']) expect(amountValue(nil)).toBe(0);
    for (const no of ['', 'No', 'Box 12', null, undefined]) expect(amountValue(no)).toBeNull();
  });

  it('groups whole-unit statement amounts a scan misread as decimals only when asked', () => {
    expect(amountValue('44.675.911', { wholeUnits: true })).toBe(44675911);
    expect(amountValue('949.803', { wholeUnits: true })).toBe(949803);
    expect(amountValue('949.803')).toBe(949.803);
  });
});

describe('closeSeparatorSpaces', () => {
  it("closes OCR's space after a thousands comma or the point, and nothing else", () => {
    expect(closeSeparatorSpaces('2, 503.51')).toBe('2,503.51');
    expect(closeSeparatorSpaces('269. 95-')).toBe('269.95-');
    expect(closeSeparatorSpaces('32, 771. 32')).toBe('32,771.32');
    expect(closeSeparatorSpaces('$127 716 30')).toBe('$127 716 30');
    expect(closeSeparatorSpaces('Paid, 2 items')).toBe('Paid, 2 items');
  });
});
