import { describe, expect, it } from 'vitest';
import { combDigits, formAmount } from './form-values';

describe('formAmount', () => {
  it('reads thousands commas that OCR turned into periods when cents follow', () => {
    expect(formAmount('187.081.00')).toBe(187081);
    expect(formAmount('$1.234.567.89')).toBe(1234567.89);
  });
  it('reads a whole-dollar amount whose one thousands comma OCR read as a period', () => {
    expect(formAmount('116.356')).toBe(116356);
    expect(formAmount('$4.512')).toBe(4512);
    expect(formAmount('(2.300)')).toBe(-2300);
    expect(formAmount('12.5')).toBe(12.5);
  });
  it("reads an amount whose box rules OCR read beside it ('116074]', '1 20,893.00'), not as digits", () => {
    expect(formAmount('116074]')).toBe(116074);
    expect(formAmount('2,091|')).toBe(2091);
    expect(formAmount('[2,091')).toBe(2091);
    expect(formAmount('1 20,893.00')).toBe(20893);
    expect(formAmount('l 10,813.00')).toBe(10813);
    expect(formAmount('20893)')).toBe(20893);
    expect(formAmount('(2,300)')).toBe(-2300);
    // Not a grouped amount after the lone digit: left as it was read.
    expect(formAmount('1 200')).toBe(1200);
  });
  it('reads ordinary amounts as amountValue does', () => {
    expect(formAmount('188,858.00')).toBe(188858);
    expect(formAmount('1,777')).toBe(1777);
    expect(formAmount('12.50')).toBe(12.5);
    expect(formAmount(null)).toBeNull();
  });
});

describe('combDigits', () => {
  it("reads a comb field's digits through the box walls OCR read as brackets or points", () => {
    expect(combDigits('(0 [9 {7 [1 [3 [7 {8 [0 [2')).toBe('097137802');
    expect(combDigits('9 4 18 4 1.46 3')).toBe('941841463');
  });
  it('is null for one number, words or an amount', () => {
    expect(combDigits('123456789')).toBeNull();
    expect(combDigits('1,234.56')).toBeNull();
    expect(combDigits('Apt 4 B 7')).toBeNull();
  });
});
