// Documents, read side (spec part 2 §7): list, detail, children, edit, delete, export and
// download-original routes of every type, plus export permissions, the dashboard's recent documents
// and the financial analysis. Canonical plural paths; the spec's singular forms are aliases.
// Every read takes an optional `asClientId` (acting for a client).
import * as z from 'zod';
import { route } from '../route';
import type { RouteAccess } from '../define-route';
import {
  actingQuerySchema,
  deleteDocumentResponseSchema,
  documentIdParamsSchema,
  documentListSchema,
  downloadOriginalQuerySchema,
  downloadOriginalResponseSchema,
  exportPermissionsSchema,
  financialAnalysisSchema,
  formatExportQuerySchema,
  recentDocumentsResponseSchema,
} from '../schemas/documents';
import {
  balanceSheetLineItemListSchema,
  balanceSheetViewSchema,
  bankStatementViewSchema,
  bankTransactionListSchema,
  cashFlowLineItemListSchema,
  cashFlowViewSchema,
  creditCardStatementViewSchema,
  creditCardTransactionListSchema,
  invoiceLineItemListSchema,
  invoiceViewSchema,
  irs1040ViewSchema,
  irs1099ViewSchema,
  otherDocumentViewSchema,
  payslipLineItemListSchema,
  payslipViewSchema,
  profitLossLineItemListSchema,
  profitLossViewSchema,
  w2ViewSchema,
} from '../schemas/documents-views';
import {
  updateBankStatementBodySchema,
  updateBankTransactionBodySchema,
  updateCreditCardStatementBodySchema,
  updateCreditCardTransactionBodySchema,
  updatePayslipBodySchema,
  updatePayslipLineItemBodySchema,
} from '../schemas/documents-edits';

const READ: readonly RouteAccess[] = ['table:read'];
/** File responses have no JSON body to validate. */
const exportFileResponse = z.unknown();
const WRITE: readonly RouteAccess[] = ['table:read', 'table:write'];

/** `/api/profit-losses/{id}` + alias base `/api/profit-loss` → `['/api/profit-loss/{id}']`. */
function alias(path: string, canonicalBase: string, aliasBase?: string): string[] | undefined {
  return aliasBase ? [aliasBase + path.slice(canonicalBase.length)] : undefined;
}

function listRoute(base: string, aliasBase?: string) {
  return route({
    method: 'GET',
    path: base,
    aliases: alias(base, base, aliasBase),
    auth: 'user',
    query: actingQuerySchema,
    response: documentListSchema,
    access: READ,
  });
}

function detailRoute<R extends z.ZodType>(base: string, response: R, aliasBase?: string) {
  const path = `${base}/{id}`;
  return route({
    method: 'GET',
    path,
    aliases: alias(path, base, aliasBase),
    auth: 'user',
    params: documentIdParamsSchema,
    query: actingQuerySchema,
    response,
    access: READ,
  });
}

function childrenRoute<R extends z.ZodType>(base: string, child: string, response: R, aliasBase?: string) {
  const path = `${base}/{id}/${child}`;
  return route({
    method: 'GET',
    path,
    aliases: alias(path, base, aliasBase),
    auth: 'user',
    params: documentIdParamsSchema,
    query: actingQuerySchema,
    response,
    access: READ,
  });
}

function editRoute<B extends z.ZodType, R extends z.ZodType>(path: string, body: B, response: R) {
  return route({
    method: 'PATCH',
    path,
    auth: 'user',
    params: documentIdParamsSchema,
    query: actingQuerySchema,
    body,
    response,
    access: WRITE,
  });
}

function deleteRoute(base: string, aliasBase?: string) {
  const path = `${base}/{id}`;
  return route({
    method: 'DELETE',
    path,
    aliases: alias(path, base, aliasBase),
    auth: 'user',
    params: documentIdParamsSchema,
    query: actingQuerySchema,
    response: deleteDocumentResponseSchema,
    access: ['table:read', 'table:write', 'uploads:delete'],
  });
}

/** A file download of one export format (the spec's fixed-format export paths). */
function exportRoute(base: string, suffix: string) {
  return route({
    method: 'GET',
    path: `${base}/{id}/${suffix}`,
    auth: 'user',
    params: documentIdParamsSchema,
    query: actingQuerySchema,
    response: exportFileResponse,
    responseKind: 'file',
    access: READ,
  });
}

/** Invoice, balance sheet, P&L, cash flow: one export path with `?format=json|csv`. */
function formatExportRoute(base: string, aliasBase?: string) {
  const path = `${base}/{id}/export`;
  return route({
    method: 'GET',
    path,
    aliases: alias(path, base, aliasBase),
    auth: 'user',
    params: documentIdParamsSchema,
    query: formatExportQuerySchema,
    response: exportFileResponse,
    responseKind: 'file',
    access: READ,
  });
}

/** 302 to a presigned GET of the original upload (≤ 5 minutes), saved under its original name. */
function originalRoute(base: string, aliasBase?: string) {
  const path = `${base}/{id}/download-original`;
  return route({
    method: 'GET',
    path,
    aliases: alias(path, base, aliasBase),
    auth: 'user',
    params: documentIdParamsSchema,
    query: downloadOriginalQuerySchema,
    response: downloadOriginalResponseSchema,
    access: ['table:read', 'uploads:read'],
  });
}

const BANK = '/api/documents';
const CARD = '/api/credit-cards';
const PAYSLIP = '/api/payslips';
const W2 = '/api/w2s';
const F1040 = '/api/irs-1040s';
const F1099 = '/api/irs-1099s';
const INVOICE = '/api/invoices';
const BALANCE = '/api/balance-sheets';
const PNL = '/api/profit-losses';
const PNL_ALIAS = '/api/profit-loss';
const CASH = '/api/cash-flows';
const CASH_ALIAS = '/api/cash-flow';
const OTHER = '/api/other-documents';

export const documentRoutes = {
  // ---- across types
  getExportPermissions: route({
    method: 'GET',
    path: '/api/user/export-permissions',
    auth: 'user',
    query: actingQuerySchema,
    response: exportPermissionsSchema,
    access: READ,
  }),
  listRecentDocuments: route({
    method: 'GET',
    path: '/api/recent-documents',
    auth: 'user',
    query: actingQuerySchema,
    response: recentDocumentsResponseSchema,
    access: READ,
  }),
  getFinancialAnalysis: route({
    method: 'GET',
    path: '/api/financial-analysis',
    auth: 'user',
    query: actingQuerySchema,
    response: financialAnalysisSchema,
    access: READ,
  }),

  // ---- bank statements (/api/documents is the spec's bank-statement path)
  listBankStatements: listRoute(BANK),
  getBankStatement: detailRoute(BANK, bankStatementViewSchema),
  listBankTransactions: childrenRoute(BANK, 'transactions', bankTransactionListSchema),
  updateBankStatement: editRoute(`${BANK}/{id}`, updateBankStatementBodySchema, bankStatementViewSchema),
  updateBankTransaction: editRoute(
    '/api/transactions/{id}',
    updateBankTransactionBodySchema,
    bankStatementViewSchema,
  ),
  deleteBankStatement: deleteRoute(BANK),
  exportBankStatementJson: exportRoute(BANK, 'export'),
  exportBankStatementCsv: exportRoute(BANK, 'export-csv'),
  /** The spec's "export-qbo" is an IIF file. */
  exportBankStatementIif: exportRoute(BANK, 'export-qbo'),
  exportBankStatementQboCsv: exportRoute(BANK, 'export-qbo-csv'),
  exportBankStatementOfx: exportRoute(BANK, 'export-ofx'),
  /** QuickBooks Web Connect (.qbo). */
  exportBankStatementWebConnect: exportRoute(BANK, 'export-web-connect'),
  downloadBankStatementOriginal: originalRoute(BANK),

  // ---- credit card statements
  listCreditCardStatements: listRoute(CARD),
  getCreditCardStatement: detailRoute(CARD, creditCardStatementViewSchema),
  listCreditCardTransactions: childrenRoute(CARD, 'transactions', creditCardTransactionListSchema),
  updateCreditCardStatement: editRoute(
    `${CARD}/{id}`,
    updateCreditCardStatementBodySchema,
    creditCardStatementViewSchema,
  ),
  updateCreditCardTransaction: editRoute(
    '/api/credit-card-transactions/{id}',
    updateCreditCardTransactionBodySchema,
    creditCardStatementViewSchema,
  ),
  deleteCreditCardStatement: deleteRoute(CARD),
  exportCreditCardStatementJson: exportRoute(CARD, 'export'),
  exportCreditCardStatementCsv: exportRoute(CARD, 'export-csv'),
  exportCreditCardStatementIif: exportRoute(CARD, 'export-qbo'),
  exportCreditCardStatementQboCsv: exportRoute(CARD, 'export-qbo-csv'),
  exportCreditCardStatementOfx: exportRoute(CARD, 'export-ofx'),
  exportCreditCardStatementWebConnect: exportRoute(CARD, 'export-web-connect'),
  downloadCreditCardStatementOriginal: originalRoute(CARD),

  // ---- payslips
  listPayslips: listRoute(PAYSLIP),
  getPayslip: detailRoute(PAYSLIP, payslipViewSchema),
  listPayslipLineItems: childrenRoute(PAYSLIP, 'line-items', payslipLineItemListSchema),
  updatePayslip: editRoute(`${PAYSLIP}/{id}`, updatePayslipBodySchema, payslipViewSchema),
  updatePayslipLineItem: editRoute(
    '/api/payslip-line-items/{id}',
    updatePayslipLineItemBodySchema,
    payslipViewSchema,
  ),
  deletePayslip: deleteRoute(PAYSLIP),
  exportPayslipJson: exportRoute(PAYSLIP, 'export'),
  exportPayslipCsv: exportRoute(PAYSLIP, 'export-csv'),
  downloadPayslipOriginal: originalRoute(PAYSLIP),

  // ---- W-2
  listW2s: listRoute(W2),
  getW2: detailRoute(W2, w2ViewSchema),
  deleteW2: deleteRoute(W2),
  exportW2Json: exportRoute(W2, 'export'),
  exportW2Csv: exportRoute(W2, 'export-csv'),
  downloadW2Original: originalRoute(W2),

  // ---- IRS 1040
  listIrs1040s: listRoute(F1040),
  getIrs1040: detailRoute(F1040, irs1040ViewSchema),
  deleteIrs1040: deleteRoute(F1040),
  exportIrs1040Json: exportRoute(F1040, 'export'),
  exportIrs1040Csv: exportRoute(F1040, 'export-csv'),
  downloadIrs1040Original: originalRoute(F1040),

  // ---- IRS 1099 (not named by the spec: the 1040's pattern)
  listIrs1099s: listRoute(F1099),
  getIrs1099: detailRoute(F1099, irs1099ViewSchema),
  deleteIrs1099: deleteRoute(F1099),
  exportIrs1099Json: exportRoute(F1099, 'export'),
  exportIrs1099Csv: exportRoute(F1099, 'export-csv'),
  downloadIrs1099Original: originalRoute(F1099),

  // ---- invoices
  listInvoices: listRoute(INVOICE),
  getInvoice: detailRoute(INVOICE, invoiceViewSchema),
  listInvoiceLineItems: childrenRoute(INVOICE, 'line-items', invoiceLineItemListSchema),
  deleteInvoice: deleteRoute(INVOICE),
  exportInvoice: formatExportRoute(INVOICE),
  downloadInvoiceOriginal: originalRoute(INVOICE),

  // ---- balance sheets
  listBalanceSheets: listRoute(BALANCE),
  getBalanceSheet: detailRoute(BALANCE, balanceSheetViewSchema),
  listBalanceSheetLineItems: childrenRoute(BALANCE, 'line-items', balanceSheetLineItemListSchema),
  deleteBalanceSheet: deleteRoute(BALANCE),
  exportBalanceSheet: formatExportRoute(BALANCE),
  downloadBalanceSheetOriginal: originalRoute(BALANCE),

  // ---- profit and loss (alias /api/profit-loss)
  listProfitLosses: listRoute(PNL, PNL_ALIAS),
  getProfitLoss: detailRoute(PNL, profitLossViewSchema, PNL_ALIAS),
  listProfitLossLineItems: childrenRoute(PNL, 'line-items', profitLossLineItemListSchema, PNL_ALIAS),
  deleteProfitLoss: deleteRoute(PNL, PNL_ALIAS),
  exportProfitLoss: formatExportRoute(PNL, PNL_ALIAS),
  downloadProfitLossOriginal: originalRoute(PNL, PNL_ALIAS),

  // ---- cash flow (alias /api/cash-flow)
  listCashFlows: listRoute(CASH, CASH_ALIAS),
  getCashFlow: detailRoute(CASH, cashFlowViewSchema, CASH_ALIAS),
  listCashFlowLineItems: childrenRoute(CASH, 'line-items', cashFlowLineItemListSchema, CASH_ALIAS),
  deleteCashFlow: deleteRoute(CASH, CASH_ALIAS),
  exportCashFlow: formatExportRoute(CASH, CASH_ALIAS),
  downloadCashFlowOriginal: originalRoute(CASH, CASH_ALIAS),

  // ---- other documents (reference only: no extraction, no export)
  listOtherDocuments: listRoute(OTHER),
  getOtherDocument: detailRoute(OTHER, otherDocumentViewSchema),
  deleteOtherDocument: deleteRoute(OTHER),
  downloadOtherDocumentOriginal: originalRoute(OTHER),
} as const;
