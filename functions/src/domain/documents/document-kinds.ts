// What the read side needs to know per document type: its API base path (for originalFileUrl), the
// child arrays its view carries, and its sensitive fields. One table so no service switches on type.
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import type { ChildArrayName } from '@docledger/shared/domain/document-fields';
import { sensitiveFieldNames } from '@docledger/shared/domain/document-fields';

export interface DocumentKind {
  /** Canonical API path of the type's documents (part 2 §7). */
  basePath: string;
  /** Child arrays of the detail view, in view order. */
  children: readonly ChildArrayName[];
  sensitiveFields: readonly string[];
  /** Human name in messages ("Bank statement not found"). */
  noun: string;
}

export const DOCUMENT_KINDS: Record<DocumentTypeCode, DocumentKind> = {
  bank_statement: {
    basePath: '/api/documents',
    children: ['transactions'],
    sensitiveFields: sensitiveFieldNames('bank_statement'),
    noun: 'Bank statement',
  },
  credit_card_statement: {
    basePath: '/api/credit-cards',
    children: ['transactions'],
    sensitiveFields: sensitiveFieldNames('credit_card_statement'),
    noun: 'Credit card statement',
  },
  payslip: {
    basePath: '/api/payslips',
    children: ['lineItems'],
    sensitiveFields: sensitiveFieldNames('payslip'),
    noun: 'Payslip',
  },
  w2: {
    basePath: '/api/w2s',
    children: ['box12_codes', 'box14_other', 'stateTaxInfo'],
    sensitiveFields: sensitiveFieldNames('w2'),
    noun: 'W-2',
  },
  irs_1040: {
    basePath: '/api/irs-1040s',
    children: ['dependents'],
    sensitiveFields: sensitiveFieldNames('irs_1040'),
    noun: 'IRS 1040',
  },
  irs_1099: {
    basePath: '/api/irs-1099s',
    children: [],
    sensitiveFields: sensitiveFieldNames('irs_1099'),
    noun: 'IRS 1099',
  },
  invoice: {
    basePath: '/api/invoices',
    children: ['lineItems'],
    sensitiveFields: sensitiveFieldNames('invoice'),
    noun: 'Invoice',
  },
  balance_sheet: {
    basePath: '/api/balance-sheets',
    children: ['lineItems'],
    sensitiveFields: sensitiveFieldNames('balance_sheet'),
    noun: 'Balance sheet',
  },
  profit_loss: {
    basePath: '/api/profit-losses',
    children: ['lineItems'],
    sensitiveFields: sensitiveFieldNames('profit_loss'),
    noun: 'Profit and loss statement',
  },
  cash_flow: {
    basePath: '/api/cash-flows',
    children: ['lineItems'],
    sensitiveFields: sensitiveFieldNames('cash_flow'),
    noun: 'Cash flow statement',
  },
  other: { basePath: '/api/other-documents', children: [], sensitiveFields: [], noun: 'Document' },
};
