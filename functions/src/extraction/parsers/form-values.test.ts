import { describe, expect, it } from 'vitest';
import { formAmount } from './form-values';

describe('formAmount', () => {
  it('reads thousands commas that OCR turned into periods when cents follow', () => {
    expect(formAmount('187.081.00')).toBe(187081);
    expect(formAmount('$1.234.567.89')).toBe(1234567.89);
  });
  it('reads ordinary amounts as amountValue does', () => {
    expect(formAmount('188,858.00')).toBe(188858);
    expect(formAmount('1,777')).toBe(1777);
    expect(formAmount('12.50')).toBe(12.5);
    expect(formAmount(null)).toBeNull();
  });
});
