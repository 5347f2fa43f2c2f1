// Document types of spec part 2 §1 and their defaults (part 3 §9 bounds for admin edits).
export const DOCUMENT_TYPE_CODES = [
  'bank_statement',
  'credit_card_statement',
  'invoice',
  'profit_loss',
  'balance_sheet',
  'cash_flow',
  'payslip',
  'w2',
  'irs_1040',
  'irs_1099',
  'other',
] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];

/** Types the extraction engine handles; `other` is stored for reference only. */
export const EXTRACTABLE_TYPE_CODES = DOCUMENT_TYPE_CODES.filter(
  (c): c is Exclude<DocumentTypeCode, 'other'> => c !== 'other',
);
export type ExtractableTypeCode = Exclude<DocumentTypeCode, 'other'>;

export const DOCUMENT_TYPE_DISPLAY_NAMES: Record<DocumentTypeCode, string> = {
  bank_statement: 'Bank Statement',
  credit_card_statement: 'Credit Card Statement',
  invoice: 'Invoice',
  profit_loss: 'Profit & Loss Statement',
  balance_sheet: 'Balance Sheet',
  cash_flow: 'Cash Flow Statement',
  payslip: 'Payslip',
  w2: 'W-2 Form',
  irs_1040: 'IRS 1040',
  irs_1099: 'IRS 1099',
  other: 'Other Document',
};

export const DOCUMENT_TYPE_LIMITS = {
  defaultMaxFiles: 3,
  defaultMaxPages: 10,
  maxPages: { min: 1, max: 50 },
  maxFiles: { min: 1, max: 20 },
} as const;

export const IRS_1099_VARIANTS = ['NEC', 'MISC', 'INT', 'DIV'] as const;
export type Irs1099Variant = (typeof IRS_1099_VARIANTS)[number];
