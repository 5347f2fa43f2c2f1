// Test support for the documents read side: stores completed documents of every type through the
// storage path of the lifecycle (pending → claimed → completed, rows with stable ids, checks from the
// checks registry, sensitive fields sealed with the owner's key) and puts an original in S3, so the
// read routes are tested against what the worker writes. The extraction output is a fixture here:
// extraction itself is tested by the engine's and the pipeline's own tests.
import { randomUUID } from 'node:crypto';
import type { ExtractableTypeCode, DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  claimDocumentForProcessing,
  completeDocument,
  createPendingDocument,
  getDocumentById,
  type DocumentRecord,
  type RowKind,
} from '../../../db/access/documents';
import { runChecks } from '../../../extraction/checks/registry';
import type { ChildRow, ScalarValue } from '../../../extraction/types';
import { putObject } from '../../../platform/storage';
import { checksWithRowIds, completedTitle, rowsFromExtraction, scalarConfidence } from '../lifecycle';
import { sealSensitiveFields, splitSensitive } from '../sensitive';

type Fields = Record<string, ScalarValue>;
export type FixtureChildren = Partial<Record<RowKind, ChildRow[]>>;

export interface DocumentFixture {
  fields: Fields;
  children?: FixtureChildren;
}

/** A minimal, arithmetically consistent extraction output of each type. */
export const FIXTURES: Record<ExtractableTypeCode, DocumentFixture> = {
  bank_statement: {
    fields: {
      bankName: 'First Test Bank',
      accountHolderName: 'Ada Lovelace',
      accountName: 'Checking',
      accountNumber: '000123456789',
      statementStartDate: '2026-01-01',
      statementEndDate: '2026-01-31',
      beginningBalance: 1000,
      endingBalance: 1150.5,
      totalDeposits: 500,
      totalWithdrawals: 349.5,
    },
    children: {
      transactions: [
        {
          transactionDate: '2026-01-03',
          description: 'Payroll',
          creditDebit: 'credit',
          amount: 500,
          balance: 1500,
        },
        {
          transactionDate: '2026-01-10',
          description: '=HYPERLINK("x")',
          creditDebit: 'debit',
          amount: 300,
          balance: 1200,
        },
        {
          transactionDate: '2026-01-20',
          description: 'Coffee, beans',
          creditDebit: 'debit',
          amount: 49.5,
          balance: 1150.5,
        },
      ],
    },
  },
  credit_card_statement: {
    fields: {
      cardIssuer: 'Test Card Co',
      cardHolderName: 'Ada Lovelace',
      accountNumber: '4111111111111111',
      statementStartDate: '2026-01-01',
      statementEndDate: '2026-01-31',
      previousBalance: 100,
      totalPurchases: 80,
      totalPayments: 100,
      totalFees: 0,
      totalInterest: 0,
      newBalance: 80,
      minimumPaymentDue: 25,
      creditLimit: 5000,
      availableCredit: 4920,
      apr: 24.99,
    },
    children: {
      transactions: [
        {
          transactionDate: '2026-01-05',
          postDate: '2026-01-06',
          description: 'Payment',
          merchant: null,
          category: null,
          transactionType: 'payment',
          amount: 100,
        },
        {
          transactionDate: '2026-01-12',
          postDate: '2026-01-13',
          description: 'Groceries',
          merchant: 'Market',
          category: 'Food',
          transactionType: 'purchase',
          amount: 80,
        },
      ],
    },
  },
  payslip: {
    fields: {
      employeeName: 'Ada Lovelace',
      employeeId: 'EMP-99887766',
      employerName: 'Analytical Engines Ltd',
      payPeriodStartDate: '2026-01-01',
      payPeriodEndDate: '2026-01-15',
      payDate: '2026-01-16',
      payFrequency: 'semi-monthly',
      grossPay: 3000,
      totalDeductions: 700,
      netPay: 2300,
    },
    children: {
      lineItems: [
        {
          itemType: 'earning',
          description: 'Salary',
          category: 'regular',
          amount: 3000,
          ytdAmount: 3000,
          hours: 80,
          rate: 37.5,
        },
        {
          itemType: 'deduction',
          description: 'Federal tax',
          category: 'tax',
          amount: 700,
          ytdAmount: 700,
          deductionCategory: 'taxes',
        },
      ],
    },
  },
  w2: {
    fields: {
      taxYear: 2025,
      employeeName: 'Ada Lovelace',
      employeeSSN: '123-45-6789',
      employerName: 'Analytical Engines Ltd',
      employerEIN: '12-3456789',
      box1_wages: 72000,
      box2_federalTaxWithheld: 9000,
      box3_socialSecurityWages: 72000,
      box4_socialSecurityTaxWithheld: 4464,
      box5_medicareWages: 72000,
      box6_medicareTaxWithheld: 1044,
    },
    children: {
      box12_codes: [{ code: 'D', codeType: '401(k)', amount: 5000 }],
      box14_other: [{ description: 'SDI', amount: 120 }],
      stateTaxInfo: [{ state: 'CA', employerStateId: '123-4567-8', stateWages: 72000, stateIncomeTax: 3000 }],
    },
  },
  irs_1040: {
    fields: {
      taxYear: 2025,
      filingStatus: 'single',
      taxpayerFirstName: 'Ada',
      taxpayerLastName: 'Lovelace',
      taxpayerSSN: '123-45-6789',
      taxpayerSsnLast4: '6789',
      line9_totalIncome: 72000,
      line11_agi: 72000,
      line15_taxableIncome: 57000,
      line35b_routingNumber: '021000021',
      line35d_accountNumber: '000123456789',
    },
    children: {
      dependents: [
        {
          firstName: 'Byron',
          lastName: 'Lovelace',
          ssnLast4: '1111',
          relationship: 'son',
          childTaxCredit: true,
        },
      ],
    },
  },
  irs_1099: {
    fields: {
      formVariant: 'NEC',
      taxYear: 2025,
      payerName: 'Client Corp',
      payerTIN: '98-7654321',
      recipientName: 'Ada Lovelace',
      recipientTIN: '123-45-6789',
      box1_nonemployeeCompensation: 12000,
      box4_federalTaxWithheld: 0,
    },
  },
  invoice: {
    fields: {
      invoiceNumber: 'INV-001',
      invoiceDate: '2026-01-10',
      vendorName: 'Supplies Inc',
      customerName: 'Ada Lovelace',
      subtotal: 100,
      taxAmount: 8,
      totalAmount: 108,
    },
    children: {
      lineItems: [
        { lineNumber: 1, description: 'Paper', quantity: 2, unitPrice: 25, amount: 50 },
        { lineNumber: 2, description: 'Ink', quantity: 1, unitPrice: 50, amount: 50 },
      ],
    },
  },
  balance_sheet: {
    fields: {
      companyName: 'Engines Ltd',
      periodEndDate: '2025-12-31',
      totalAssets: 1000,
      totalLiabilities: 400,
      totalEquity: 600,
    },
    children: {
      lineItems: [
        { section: 'assets', accountName: 'Cash', amount: 1000 },
        { section: 'liabilities', accountName: 'Loans', amount: 400 },
        { section: 'equity', accountName: 'Capital', amount: 600 },
      ],
    },
  },
  profit_loss: {
    fields: {
      companyName: 'Engines Ltd',
      periodStartDate: '2025-01-01',
      periodEndDate: '2025-12-31',
      totalRevenue: 1000,
      totalExpenses: 700,
      netIncome: 300,
    },
    children: {
      lineItems: [
        { section: 'revenue', accountName: 'Sales', amount: 1000 },
        { section: 'expenses', accountName: 'Rent', amount: 700 },
      ],
    },
  },
  cash_flow: {
    fields: {
      companyName: 'Engines Ltd',
      periodStartDate: '2025-01-01',
      periodEndDate: '2025-12-31',
      operatingCashFlow: 500,
      investingCashFlow: -200,
      financingCashFlow: -100,
      netCashFlow: 200,
      beginningCash: 800,
      endingCash: 1000,
    },
    children: {
      lineItems: [
        { section: 'operating', accountName: 'Net income', amount: 500 },
        { section: 'investing', accountName: 'Equipment', amount: -200 },
        { section: 'financing', accountName: 'Loan repayment', amount: -100 },
      ],
    },
  },
};

export interface StoreOptions {
  fixture?: DocumentFixture;
  fileName?: string;
  /** Bytes of the original put in S3 (default: a tiny PDF header). */
  original?: Uint8Array;
  createdAt?: string;
}

const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n%test original\n%%EOF\n');

/** Stores one completed document of `type` for `ownerId` and returns its header. */
export async function storeCompletedDocument(
  ownerId: string,
  type: DocumentTypeCode,
  opts: StoreOptions = {},
): Promise<DocumentRecord> {
  const documentId = randomUUID();
  const createdAt = opts.createdAt ?? new Date().toISOString();
  const fileName = opts.fileName ?? `${type}-original.pdf`;
  const original = opts.original ?? TINY_PDF;
  const key = `uploads/${ownerId}/${documentId}/0.pdf`;
  await createPendingDocument({
    documentId,
    ownerId,
    uploaderId: ownerId,
    documentType: type,
    title: fileName,
    subtitle: type,
    files: [{ name: fileName, key, contentType: 'application/pdf', size: original.byteLength }],
    expectedFiles: 1,
    warnings: [],
    createdAt,
  });
  const messageId = `test-${randomUUID()}`;
  const claimed = await claimDocumentForProcessing(documentId, messageId);
  if (!claimed) throw new Error('could not claim');

  const fixture = opts.fixture ?? (type === 'other' ? { fields: {} } : FIXTURES[type]);
  const now = new Date().toISOString();
  const { clear, secret, masked } =
    type === 'other' ? { clear: {}, secret: {}, masked: {} } : splitSensitive(type, fixture.fields);
  const sealed = Object.keys(secret).length ? await sealSensitiveFields(ownerId, secret) : {};
  const fieldConfidence: Record<string, number> = {};
  for (const k of Object.keys(fixture.fields)) fieldConfidence[k] = 0.9;
  const { rows, toIdRef, idOf } = rowsFromExtraction(
    documentId,
    ownerId,
    fixture.children ?? {},
    fieldConfidence,
    now,
  );
  const mainKind = Object.keys(fixture.children ?? {})[0] as RowKind | undefined;
  const checks =
    type === 'other'
      ? []
      : checksWithRowIds(
          runChecks(type, { fields: fixture.fields, ...fixture.children, fieldConfidence, checks: [] }),
          toIdRef,
          idOf,
          mainKind,
        );
  const failed = checks.filter((c) => !c.passed);
  const rowCounts: Partial<Record<RowKind, number>> = {};
  for (const row of rows) rowCounts[row.kind] = (rowCounts[row.kind] ?? 0) + 1;
  // The claimed header goes along as the worker passes it (completeDocument's newer signature takes it;
  // the loose call keeps this helper working across that change).
  const complete = completeDocument as (...args: unknown[]) => Promise<boolean>;
  const ok = await complete(
    documentId,
    messageId,
    {
      ...completedTitle(type, clear, masked, fileName),
      confidence: 0.9,
      reviewRequired: failed.length > 0,
      reviewReasons: failed.map((c) => `Check failed: ${c.description} (${c.id})`),
      fields: clear,
      fieldConfidence: scalarConfidence(fieldConfidence),
      checks,
      extractionMetadata: {
        extractor: 'local',
        model: 'DocLedger Local Engine',
        pages: 1,
        source: 'text-layer',
        timings: {},
      },
      masked,
      pageCount: 1,
      contentHash: randomUUID(),
      warnings: [],
      rowCounts,
      ...sealed,
    },
    rows,
    claimed,
  );
  if (!ok) throw new Error('could not complete');
  // The original goes in after completion: the worker skips a document that is already final.
  await putObject(key, original, 'application/pdf');
  return (await getDocumentById(documentId))!;
}
