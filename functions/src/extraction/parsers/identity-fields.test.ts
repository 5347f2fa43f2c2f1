// Header fields that other numbers and names are easily mistaken for (issue 9): a customer-service
// phone number is not an account number, a card product's name is not its issuer.
import { describe, expect, it } from 'vitest';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { documentLines } from '../parse/layout';
import { accountToken } from './bank-statement';
import { findIssuer } from './credit-card-statement';

describe('accountToken', () => {
  it('keeps account numbers, masked or not', () => {
    expect(accountToken('XXXX-XX-4321')).toBe('XXXX-XX-4321');
    expect(accountToken(': 1234567890')).toBe('1234567890');
    expect(accountToken('#  ****5678')).toBe('****5678');
  });

  it('refuses phone numbers, dates and short numbers', () => {
    for (const t of [
      '1-800-555-1234',
      '(800) 555-1234',
      '888.555.1234',
      '(212) 555-0100',
      '01/31/2025',
      '2024',
    ])
      expect(accountToken(t)).toBeNull();
  });
});

describe('findIssuer', () => {
  it('skips a product name and takes the bank that issues the card', () => {
    const lines = documentLines(
      makeDoc({
        rows: [[[40, 'Cash Back Mastercard']], [[40, 'Platinum Rewards Visa']], [[40, 'First River Bank']]],
      }),
    );
    expect(findIssuer(lines)).toBe('First River Bank');
  });

  it("never takes a card member's heading with the card's number for the issuer", () => {
    const lines = documentLines(
      makeDoc({
        rows: [[[40, 'Horizon Platinum Mastercard']], [], [[140, 'ELIZABETH PATEL Card # 6791']]],
      }),
    );
    expect(findIssuer(lines)).toBe('Horizon Platinum Mastercard');
  });

  it('still reads an issuer printed with its card services', () => {
    expect(findIssuer(documentLines(makeDoc({ rows: [[[40, 'ACME Card Services']]] })))).toBe(
      'ACME Card Services',
    );
  });
});
