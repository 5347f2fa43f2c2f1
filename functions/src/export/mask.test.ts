import { describe, expect, it } from 'vitest';
import { bankStatement, irs1040, payslip, w2 } from './__golden__/fixtures';
import { exportDocument } from './export-document';
import { last4, maskIdentifier } from './mask';

describe('maskIdentifier', () => {
  it('keeps the last 4 letters or digits behind four asterisks', () => {
    expect(maskIdentifier('000123456789')).toBe('****6789');
    expect(maskIdentifier('123-45-6789')).toBe('****6789');
    expect(maskIdentifier('EMP-998877')).toBe('****8877');
  });

  it('hides values of 4 or fewer characters entirely (spec part 2 §2.5)', () => {
    expect(maskIdentifier('987')).toBe('****');
    expect(maskIdentifier('1234')).toBe('****');
    expect(maskIdentifier('--')).toBe('****');
  });

  it('keeps the tail of an already-masked value and of a card number printed as its last digits', () => {
    expect(maskIdentifier('****1234')).toBe('****1234');
    expect(maskIdentifier('XXX-XX-1234')).toBe('****1234');
    expect(maskIdentifier('••••5678')).toBe('****5678');
    expect(maskIdentifier('4321', 'printedLast4')).toBe('****4321');
    // The stored masked copies (sensitive.ts: bullets, short values fully hidden) pass through.
    expect(maskIdentifier('••••')).toBe('****');
    expect(maskIdentifier('••••', 'printedLast4')).toBe('****');
  });

  it('leaves absent values absent', () => {
    expect(maskIdentifier(null)).toBeNull();
    expect(maskIdentifier('  ')).toBeNull();
    expect(last4(null)).toBeNull();
    expect(last4('XXXX-XXXX-XXXX-4321')).toBe('4321');
  });
});

describe('no export carries a full sensitive identifier', () => {
  const secrets = [
    bankStatement.fields.accountNumber!,
    payslip.fields.employeeId!,
    w2.fields.employeeSSN!,
    w2.fields.employerEIN!,
    irs1040.fields.taxpayerSSN!,
    irs1040.fields.spouseSSN!,
    irs1040.fields.line35b_routingNumber!,
  ];
  for (const doc of [bankStatement, payslip, w2, irs1040]) {
    for (const format of ['json', 'csv'] as const) {
      it(`${doc.type} ${format}`, () => {
        const body = exportDocument(doc, format).body as string;
        for (const secret of secrets) {
          expect(body).not.toContain(secret);
          expect(body).not.toContain(secret.replace(/\D/g, ''));
        }
      });
    }
  }
  for (const format of ['iif', 'qbo-csv', 'ofx', 'qbo'] as const) {
    it(`bank statement ${format}`, () => {
      const body = exportDocument(bankStatement, format).body as string;
      expect(body).not.toContain(bankStatement.fields.accountNumber!);
      expect(body).not.toContain('23456789');
    });
  }
});
