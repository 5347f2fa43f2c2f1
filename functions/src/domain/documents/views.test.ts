import { describe, expect, it } from 'vitest';
import {
  checksSummary,
  toDetailView,
  toListRow,
  toPercent,
  type StoredDocument,
  type StoredRow,
} from './views';
import { recheckDocument } from './recheck';
import { bankStatementViewSchema } from '@docledger/shared/api/schemas/documents-views';

function bankDoc(overrides: Partial<StoredDocument> = {}): StoredDocument {
  return {
    documentId: 'doc-1',
    ownerId: 'owner-1',
    documentType: 'bank_statement',
    status: 'completed',
    title: 'First Bank',
    subtitle: 'Jan 2026',
    confidence: 0.934,
    reviewRequired: false,
    reviewReasons: [],
    fields: {
      bankName: 'First Bank',
      beginningBalance: 100,
      endingBalance: 130,
      totalDeposits: 50,
      totalWithdrawals: 20,
      statementStartDate: '2026-01-01',
      statementEndDate: '2026-01-31',
    },
    fieldConfidence: { bankName: 0.99, endingBalance: 0.5 },
    checks: [],
    extractionMetadata: { model: 'DocLedger Local Engine', extractor: 'local', pages: 1, warnings: ['w'] },
    masked: { accountNumber: '••••6789' },
    files: [{ name: 'jan.pdf', key: 'u/k1', size: 2048, contentType: 'application/pdf' }],
    createdAt: '2026-02-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

function tx(rowId: string, position: number, data: StoredRow['data']): StoredRow {
  return {
    documentId: 'doc-1',
    kind: 'transactions',
    rowId,
    position,
    data,
    confidence: 0.9,
    fieldConfidence: { amount: 0.8 },
  };
}

const rows = [
  tx('doc-1.b', 2, {
    transactionDate: '2026-01-10',
    description: 'Coffee',
    creditDebit: 'debit',
    amount: 20,
    balance: 130,
  }),
  tx('doc-1.a', 1, {
    transactionDate: '2026-01-05',
    description: 'Pay',
    creditDebit: 'credit',
    amount: 50,
    balance: 150,
  }),
];

describe('toListRow', () => {
  it('turns confidence into a percentage and links the original download', () => {
    const row = toListRow(bankDoc());
    expect(row.confidenceScore).toBe(93.4);
    expect(row.originalFileUrl).toBe('/api/documents/doc-1/download-original');
    expect(row.fileName).toBe('jan.pdf');
    expect(row.extractionMetadata.model).toBe('DocLedger Local Engine');
  });

  it('gives no confidence before completion and no original when nothing was stored', () => {
    const row = toListRow(bankDoc({ status: 'processing', files: [] }));
    expect(row.confidenceScore).toBeNull();
    expect(row.originalFileUrl).toBeNull();
    expect(row.fileSize).toBeNull();
  });
});

describe('toDetailView', () => {
  it('orders rows, keys confidence by row and never carries the sensitive value', () => {
    const view = toDetailView(
      bankDoc({ fields: { ...bankDoc().fields, accountNumber: '123456789' } }),
      rows,
      {
        canEdit: true,
        canDelete: true,
        sensitiveDataReadable: true,
      },
    );
    if (view.documentType !== 'bank_statement') throw new Error('wrong type');
    expect(view.transactions.map((t) => t.id)).toEqual(['doc-1.a', 'doc-1.b']);
    expect(view.transactions[0]!.fieldConfidence).toEqual({ amount: 80 });
    expect(view.fields.accountNumberMasked).toBe('••••6789');
    expect(JSON.stringify(view)).not.toContain('123456789');
    expect(view.fieldConfidence.endingBalance).toBe(50);
  });

  it('fits the route contract, and a stored item that breaks it does not pass the response check', () => {
    const rights = { canEdit: false, canDelete: false, sensitiveDataReadable: true };
    expect(bankStatementViewSchema.safeParse(toDetailView(bankDoc(), rows, rights)).success).toBe(true);
    const broken = toDetailView(bankDoc({ fields: { beginningBalance: 'lots' } }), [], rights);
    expect(bankStatementViewSchema.safeParse(broken).success).toBe(false);
  });
});

describe('recheckDocument', () => {
  it('reconciles a consistent statement', () => {
    const result = recheckDocument(bankDoc(), rows);
    expect(result.checks.length).toBeGreaterThan(0);
    expect(result.checks.every((c) => c.passed)).toBe(true);
    expect(checksSummary(result.checks).status).toBe('reconciles');
    expect(result.reviewRequired).toBe(false);
  });

  it('names the first row where the balance chain breaks by its id', () => {
    const broken = [rows[0]!, tx('doc-1.a', 1, { ...rows[1]!.data, amount: 40 })];
    const result = recheckDocument(bankDoc(), broken);
    const summary = checksSummary(result.checks);
    expect(summary.status).toBe('does_not_reconcile');
    expect(summary.firstBrokenRowId).toBe('doc-1.a');
    expect(result.reviewRequired).toBe(true);
    expect(result.reviewReasons.some((r) => r.startsWith('Check failed: '))).toBe(true);
  });

  it('drops the old check failures once the data is corrected', () => {
    const doc = bankDoc({
      reviewReasons: ['Check failed: old (bank.balance_equation)', 'Expected field not found: x'],
    });
    const result = recheckDocument(doc, rows);
    expect(result.reviewReasons).toEqual(['Expected field not found: x']);
  });
});

describe('toPercent', () => {
  it('clamps and rounds to one decimal', () => {
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(0.12345)).toBe(12.3);
    expect(toPercent(null)).toBeNull();
  });
});
