import { describe, expect, it } from 'vitest';
import { confidenceTone, isLowConfidence, toPercent } from './confidence';
import { filenameFromContentDisposition } from './content-disposition';
import { changedValues, toFormValues, type EditFieldSpec } from './edit-form';
import { lineItemsCsv } from './line-item-csv';
import { displayMasked, formatFileSize, maskedLast4, shortDocumentId, truncate } from './mask';

describe('confidence colours (spec part 2 §9)', () => {
  it('uses 95/85 for bank data, 85/70 for cards and elsewhere', () => {
    expect(confidenceTone(95, 'bank')).toBe('success');
    expect(confidenceTone(94.4, 'bank')).toBe('warning');
    expect(confidenceTone(84, 'bank')).toBe('destructive');
    expect(confidenceTone(85, 'creditCard')).toBe('success');
    expect(confidenceTone(70, 'creditCard')).toBe('warning');
    expect(confidenceTone(69.4, 'default')).toBe('destructive');
    expect(confidenceTone(84.6, 'default')).toBe('success'); // the rounded percentage counts
    expect(confidenceTone(null)).toBeNull();
  });
  it('highlights what is below the success threshold', () => {
    expect(isLowConfidence(90, 'bank')).toBe(true);
    expect(isLowConfidence(90)).toBe(false);
    expect(isLowConfidence(undefined)).toBe(false);
    expect(toPercent(101)).toBe(100);
  });
});

describe('masks and labels', () => {
  it('shows at most the last 4 characters the server left visible', () => {
    expect(displayMasked('********4821')).toBe('•••• 4821');
    expect(displayMasked('****')).toBe('••••');
    expect(displayMasked('••••')).toBe('••••');
    expect(displayMasked('••••1234')).toBe('•••• 1234');
    expect(displayMasked(null)).toBe('');
    expect(maskedLast4('1234')).toBe('•••• 1234');
  });
  it('shortens ids, descriptions and file sizes as the viewers show them', () => {
    expect(shortDocumentId('0b7c2f9e-41aa-4d1f-9c3e-5a8e12ab34cd')).toBe('12AB34CD');
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}…`);
    expect(truncate('short', 100)).toBe('short');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(2048)).toBe('2.00 KB');
  });
});

describe('Content-Disposition', () => {
  it('prefers filename*, unquotes filename and drops folders', () => {
    expect(filenameFromContentDisposition(`attachment; filename="a.csv"; filename*=UTF-8''b%20c.csv`)).toBe(
      'b c.csv',
    );
    expect(filenameFromContentDisposition('attachment; filename="bank-statement-1.json"')).toBe(
      'bank-statement-1.json',
    );
    expect(filenameFromContentDisposition('attachment; filename=plain.iif')).toBe('plain.iif');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

describe('edit form values', () => {
  const specs: EditFieldSpec[] = [
    { name: 'description', label: 'Description', kind: 'text' },
    { name: 'amount', label: 'Amount', kind: 'money' },
    { name: 'transactionDate', label: 'Date', kind: 'date' },
  ];
  it('sends only changed fields, numbers as numbers and cleared fields as null', () => {
    const initial = toFormValues({ description: 'Coffee', amount: 4.5, transactionDate: null }, specs);
    expect(initial).toEqual({ description: 'Coffee', amount: '4.5', transactionDate: '' });
    expect(changedValues(initial, { ...initial }, specs)).toEqual({});
    expect(
      changedValues(initial, { description: '', amount: '12.30', transactionDate: '2025-01-05' }, specs),
    ).toEqual({
      description: null,
      amount: 12.3,
      transactionDate: '2025-01-05',
    });
  });
});

describe('payslip line-item CSV', () => {
  it('writes the spec header, replaces commas and neutralises formula cells', () => {
    const csv = lineItemsCsv([
      {
        itemType: 'earning',
        description: 'Regular, hourly',
        category: 'Wages',
        amount: 1000,
        ytdAmount: 5000,
        hours: 40,
        rate: 25,
        confidenceScore: 96.4,
      },
      {
        itemType: 'deduction',
        description: '=HYPERLINK("x")',
        category: null,
        amount: 12.5,
        ytdAmount: null,
        hours: null,
        rate: null,
        confidenceScore: null,
      },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Type,Description,Category,Amount,YTD Amount,Hours,Rate,Confidence');
    expect(lines[1]).toBe('earning,Regular; hourly,Wages,1000,5000,40,25,96%');
    expect(lines[2]).toBe(`deduction,"'=HYPERLINK(""x"")",,12.5,,,,`);
  });
});
