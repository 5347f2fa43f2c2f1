// Which route serves each document type (spec part 2 §7), in one table so every viewer, the delete
// button and the export menu agree. The route table is the source of the paths and types.
import type { RouteId } from '@docledger/shared/api/routes';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import type { ExportPermissions } from '@docledger/shared/api/schemas/documents';

export type ViewerType = DocumentTypeCode;

export type ExportPermission = keyof ExportPermissions;

export interface ExportFormat {
  label: string;
  route: RouteId;
  /** Extra query (the `?format=` of the invoice and statement exports). */
  query?: Record<string, string>;
  permission: ExportPermission;
  extension: string;
}

const json = (route: RouteId): ExportFormat => ({
  label: 'JSON',
  route,
  permission: 'allowJson',
  extension: 'json',
});
const csv = (route: RouteId): ExportFormat => ({
  label: 'CSV',
  route,
  permission: 'allowCsv',
  extension: 'csv',
});

/** Bank and card statements: JSON, CSV, IIF, QuickBooks CSV, OFX and QuickBooks Web Connect. */
function statementExports(prefix: 'exportBankStatement' | 'exportCreditCardStatement'): ExportFormat[] {
  return [
    json(`${prefix}Json`),
    csv(`${prefix}Csv`),
    { label: 'QuickBooks IIF', route: `${prefix}Iif`, permission: 'allowQbo', extension: 'iif' },
    { label: 'QuickBooks CSV', route: `${prefix}QboCsv`, permission: 'allowQbo', extension: 'csv' },
    {
      label: 'OFX (Quicken, GnuCash, Xero)',
      route: `${prefix}Ofx`,
      permission: 'allowQbo',
      extension: 'ofx',
    },
    {
      label: 'QuickBooks Web Connect (.qbo)',
      route: `${prefix}WebConnect`,
      permission: 'allowQbo',
      extension: 'qbo',
    },
  ];
}

function formatExports(route: RouteId): ExportFormat[] {
  return [
    { ...json(route), query: { format: 'json' } },
    { ...csv(route), query: { format: 'csv' } },
  ];
}

export interface TypeRoutes {
  /** Singular name in sentences ("Failed to delete the bank statement."). */
  noun: string;
  /** Start of a sentence ("Bank statement has been successfully deleted."). */
  title: string;
  /** Default download name stem: `bank-statement-{id}`. */
  fileStem: string;
  get: RouteId;
  remove: RouteId;
  original: RouteId;
  exports: ExportFormat[];
  /** 'Export Failed' fallback of spec part 2 §8. */
  exportFailed: string;
}

export const DOCUMENT_ROUTES: Record<ViewerType, TypeRoutes> = {
  bank_statement: {
    noun: 'bank statement',
    title: 'Bank statement',
    fileStem: 'bank-statement',
    get: 'getBankStatement',
    remove: 'deleteBankStatement',
    original: 'downloadBankStatementOriginal',
    exports: statementExports('exportBankStatement'),
    exportFailed: 'Unable to download data.',
  },
  credit_card_statement: {
    noun: 'credit card statement',
    title: 'Credit card statement',
    fileStem: 'credit-card',
    get: 'getCreditCardStatement',
    remove: 'deleteCreditCardStatement',
    original: 'downloadCreditCardStatementOriginal',
    exports: statementExports('exportCreditCardStatement'),
    exportFailed: 'Unable to export credit card data.',
  },
  payslip: {
    noun: 'payslip',
    title: 'Payslip',
    fileStem: 'payslip',
    get: 'getPayslip',
    remove: 'deletePayslip',
    original: 'downloadPayslipOriginal',
    exports: [json('exportPayslipJson'), csv('exportPayslipCsv')],
    exportFailed: 'Unable to export payslip data.',
  },
  w2: {
    noun: 'W-2',
    title: 'W-2',
    fileStem: 'w2',
    get: 'getW2',
    remove: 'deleteW2',
    original: 'downloadW2Original',
    exports: [json('exportW2Json'), csv('exportW2Csv')],
    exportFailed: 'Unable to export W-2.',
  },
  irs_1040: {
    noun: 'IRS 1040',
    title: 'IRS 1040',
    fileStem: 'irs-1040',
    get: 'getIrs1040',
    remove: 'deleteIrs1040',
    original: 'downloadIrs1040Original',
    exports: [json('exportIrs1040Json'), csv('exportIrs1040Csv')],
    exportFailed: 'Failed to export IRS-1040',
  },
  irs_1099: {
    noun: 'IRS 1099',
    title: 'IRS 1099',
    fileStem: 'irs-1099',
    get: 'getIrs1099',
    remove: 'deleteIrs1099',
    original: 'downloadIrs1099Original',
    exports: [json('exportIrs1099Json'), csv('exportIrs1099Csv')],
    exportFailed: 'Failed to export IRS-1099',
  },
  invoice: {
    noun: 'invoice',
    title: 'Invoice',
    fileStem: 'invoice',
    get: 'getInvoice',
    remove: 'deleteInvoice',
    original: 'downloadInvoiceOriginal',
    exports: formatExports('exportInvoice'),
    exportFailed: 'Unable to export invoice. Please try again.',
  },
  balance_sheet: {
    noun: 'balance sheet',
    title: 'Balance sheet',
    fileStem: 'balance-sheet',
    get: 'getBalanceSheet',
    remove: 'deleteBalanceSheet',
    original: 'downloadBalanceSheetOriginal',
    exports: formatExports('exportBalanceSheet'),
    exportFailed: 'Unable to export balance sheet. Please try again.',
  },
  profit_loss: {
    noun: 'P&L statement',
    title: 'P&L statement',
    fileStem: 'profit-loss',
    get: 'getProfitLoss',
    remove: 'deleteProfitLoss',
    original: 'downloadProfitLossOriginal',
    exports: formatExports('exportProfitLoss'),
    exportFailed: 'Unable to export P&L statement. Please try again.',
  },
  cash_flow: {
    noun: 'cash flow statement',
    title: 'Cash flow statement',
    fileStem: 'cash-flow',
    get: 'getCashFlow',
    remove: 'deleteCashFlow',
    original: 'downloadCashFlowOriginal',
    exports: formatExports('exportCashFlow'),
    exportFailed: 'Unable to export cash flow statement. Please try again.',
  },
  other: {
    noun: 'document',
    title: 'Document',
    fileStem: 'document',
    get: 'getOtherDocument',
    remove: 'deleteOtherDocument',
    original: 'downloadOtherDocumentOriginal',
    exports: [],
    exportFailed: 'Unable to download data.',
  },
};
