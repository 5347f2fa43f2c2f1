// Financial analysis (spec part 2 §2.6): every figure computed on the server from the addressed
// owner's completed documents, in one call. The spec gives the sources but not the formulas; the
// choices (latest statement per account, 12-month charts) are decision 044.
import type { FinancialAnalysis } from '@docledger/shared/api/schemas/documents';
import { DOCUMENT_TYPE_DISPLAY_NAMES, type DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  listDocumentRows,
  listRecentDocumentsByOwner,
  type DocumentRecord,
  type DocumentRowRecord,
} from '../../db/access/documents';
import { clock } from '../../platform/clock';
import { authorizeOwner } from '../access/access';
import type { Actor } from '../access/actor';

type Fields = DocumentRecord['fields'];

const num = (f: Fields, k: string): number | null => {
  const v = f[k];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
const text = (f: Fields, k: string): string | null => {
  const v = f[k];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
};
const cents = (n: number): number => Math.round(n * 100) / 100;
const sum = (values: (number | null)[]): number => cents(values.reduce<number>((a, v) => a + (v ?? 0), 0));

/** Card spending: what leaves the card; refunds give back to their category. */
const SPENDING_TYPES = new Set(['purchase', 'fee', 'interest', 'cash_advance']);

export const CHART_MONTHS = 12;

/** YYYY-MM of the `CHART_MONTHS` calendar months ending with the current one (UTC), oldest first. */
export function chartMonths(nowMs: number): string[] {
  const now = new Date(nowMs);
  return Array.from({ length: CHART_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (CHART_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Newest statement first: by period end, then by upload. */
function newestFirst(a: DocumentRecord, b: DocumentRecord): number {
  const end = (d: DocumentRecord) => text(d.fields, 'statementEndDate') ?? '';
  return end(b).localeCompare(end(a)) || b.createdAt.localeCompare(a.createdAt);
}

/** The latest statement of each account (institution + masked account number). */
function latestPerAccount(statements: DocumentRecord[], institutionField: string): DocumentRecord[] {
  const seen = new Map<string, DocumentRecord>();
  for (const d of [...statements].sort(newestFirst)) {
    const key = `${text(d.fields, institutionField) ?? ''}|${d.masked.accountNumber ?? ''}`;
    if (!seen.has(key)) seen.set(key, d);
  }
  return [...seen.values()];
}

function activity(d: DocumentRecord | undefined, holder: string, institution: string) {
  if (!d) return null;
  return {
    documentId: d.documentId,
    holderName: text(d.fields, holder),
    institution: text(d.fields, institution),
    periodStart: text(d.fields, 'statementStartDate'),
    periodEnd: text(d.fields, 'statementEndDate'),
  };
}

/**
 * The figures from the owner's documents and the transactions of their bank and card statements.
 * Pure, so the formulas are tested without a table.
 */
export function computeFinancialAnalysis(
  documents: DocumentRecord[],
  rowsByDocument: ReadonlyMap<string, DocumentRowRecord[]>,
  nowMs: number,
): FinancialAnalysis {
  const completed = documents.filter((d) => d.status === 'completed');
  const of = (type: DocumentTypeCode) => completed.filter((d) => d.documentType === type);
  const banks = of('bank_statement');
  const cards = of('credit_card_statement');

  const counts = new Map<DocumentTypeCode, number>();
  for (const d of documents) counts.set(d.documentType, (counts.get(d.documentType) ?? 0) + 1);

  const months = chartMonths(nowMs);
  const monthly = new Map(months.map((m) => [m, { month: m, moneyIn: 0, moneyOut: 0 }]));
  const spending = new Map<string, number>();
  for (const d of [...banks, ...cards]) {
    for (const row of rowsByDocument.get(d.documentId) ?? []) {
      if (row.kind !== 'transactions') continue;
      const date = typeof row.data.transactionDate === 'string' ? row.data.transactionDate : null;
      const amount = typeof row.data.amount === 'number' ? Math.abs(row.data.amount) : null;
      const bucket = date ? monthly.get(date.slice(0, 7)) : undefined;
      if (!bucket || amount === null) continue;
      if (d.documentType === 'bank_statement') {
        if (row.data.creditDebit === 'credit') bucket.moneyIn += amount;
        else if (row.data.creditDebit === 'debit') bucket.moneyOut += amount;
      } else {
        const type = String(row.data.transactionType ?? 'purchase');
        const category =
          (typeof row.data.category === 'string' && row.data.category.trim()) || 'Uncategorized';
        if (SPENDING_TYPES.has(type)) spending.set(category, (spending.get(category) ?? 0) + amount);
        else if (type === 'refund') spending.set(category, (spending.get(category) ?? 0) - amount);
      }
    }
  }

  return {
    totalDocuments: documents.length,
    totalBankBalance: sum(latestPerAccount(banks, 'bankName').map((d) => num(d.fields, 'endingBalance'))),
    totalCreditCardDebt: sum(
      latestPerAccount(cards, 'cardIssuer').map((d) => {
        const balance = num(d.fields, 'newBalance');
        return balance === null ? null : Math.abs(balance);
      }),
    ),
    totalPayslipIncome: sum(of('payslip').map((d) => num(d.fields, 'netPay'))),
    w2AnnualIncome: sum(of('w2').map((d) => num(d.fields, 'box1_wages'))),
    invoiceTotal: sum(of('invoice').map((d) => num(d.fields, 'totalAmount'))),
    balanceSheetCount: of('balance_sheet').length,
    profitLossCount: of('profit_loss').length,
    documentsByType: [...counts]
      .map(([documentType, count]) => ({
        documentType,
        displayName: DOCUMENT_TYPE_DISPLAY_NAMES[documentType],
        count,
      }))
      .sort((a, b) => b.count - a.count || a.displayName.localeCompare(b.displayName)),
    latestBankStatement: activity([...banks].sort(newestFirst)[0], 'accountHolderName', 'bankName'),
    latestCreditCardStatement: activity([...cards].sort(newestFirst)[0], 'cardHolderName', 'cardIssuer'),
    monthlyCashFlow: [...monthly.values()].map((m) => ({
      month: m.month,
      moneyIn: cents(m.moneyIn),
      moneyOut: cents(m.moneyOut),
    })),
    spendingByCategory: [...spending]
      .map(([category, amount]) => ({ category, amount: cents(amount) }))
      .filter((c) => c.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
  };
}

/** Statements whose period reaches into the charts' window are the only ones whose rows are read. */
function inChartWindow(d: DocumentRecord, firstMonth: string): boolean {
  const end = text(d.fields, 'statementEndDate');
  return end === null || end.slice(0, 7) >= firstMonth;
}

export async function financialAnalysisForViewer(actor: Actor): Promise<FinancialAnalysis> {
  const ownerId = await authorizeOwner(actor, 'view');
  const documents: DocumentRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await listRecentDocumentsByOwner(ownerId, { cursor, limit: 500 });
    documents.push(...page.items);
    cursor = page.cursor;
  } while (cursor);

  const nowMs = clock.now();
  const firstMonth = chartMonths(nowMs)[0]!;
  const statements = documents.filter(
    (d) =>
      d.status === 'completed' &&
      (d.documentType === 'bank_statement' || d.documentType === 'credit_card_statement') &&
      inChartWindow(d, firstMonth),
  );
  const rowsByDocument = new Map<string, DocumentRowRecord[]>();
  // A few statements at a time: enough to overlap round trips without flooding the table.
  for (let i = 0; i < statements.length; i += 8) {
    const batch = statements.slice(i, i + 8);
    const rows = await Promise.all(batch.map((d) => listDocumentRows(d.documentId, 'transactions')));
    batch.forEach((d, j) => rowsByDocument.set(d.documentId, rows[j]!));
  }
  return computeFinancialAnalysis(documents, rowsByDocument, nowMs);
}
