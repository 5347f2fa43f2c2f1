// The edit dialogs of spec part 2 §4/§5, one description each: which PATCH route, which fields,
// the dialog's title and the spec's toasts. Viewers render them through components/record-edit.
import { CARD_TRANSACTION_TYPES, type CardTransactionType } from '@docledger/shared/domain/document-fields';
import type { UpdateRoute } from '../api/update-document';
import type { ViewerType } from './document-routes';
import type { EditFieldSpec } from './edit-form';

export interface EditDescription {
  type: ViewerType;
  route: UpdateRoute;
  title: string;
  fields: readonly EditFieldSpec[];
  success: { title: string; description?: string };
  failure: { title: string; description: string };
  /** The values the form opens with, when they are not the record's own. */
  toRecord?: (record: Record<string, unknown>) => Record<string, unknown>;
}

const SAVE_FAILED = { title: 'Save Failed', description: 'Unable to save changes.' };
const TRANSACTION_FAILED = { title: 'Update Failed', description: 'Unable to update transaction.' };

export const CARD_TYPE_LABELS: Record<CardTransactionType, string> = {
  purchase: 'Purchase',
  payment: 'Payment',
  fee: 'Fee',
  interest: 'Interest',
  refund: 'Refund',
  cash_advance: 'Cash Advance',
};

export const BANK_STATEMENT_EDIT: EditDescription = {
  type: 'bank_statement',
  route: 'updateBankStatement',
  title: 'Edit Bank Statement',
  fields: [
    { name: 'bankName', label: 'Bank name', kind: 'text' },
    { name: 'accountHolderName', label: 'Account holder', kind: 'text' },
    { name: 'accountName', label: 'Account type', kind: 'text' },
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    { name: 'state', label: 'State', kind: 'text' },
    { name: 'zipCode', label: 'ZIP code', kind: 'text' },
    { name: 'statementStartDate', label: 'Statement start', kind: 'date' },
    { name: 'statementEndDate', label: 'Statement end', kind: 'date' },
    { name: 'beginningBalance', label: 'Beginning balance', kind: 'money' },
    { name: 'endingBalance', label: 'Ending balance', kind: 'money' },
    { name: 'totalDeposits', label: 'Total deposits', kind: 'money' },
    { name: 'totalWithdrawals', label: 'Total withdrawals', kind: 'money' },
  ],
  success: { title: 'Changes Saved' },
  failure: SAVE_FAILED,
};

export const BANK_TRANSACTION_EDIT: EditDescription = {
  type: 'bank_statement',
  route: 'updateBankTransaction',
  title: 'Edit Transaction',
  fields: [
    { name: 'transactionDate', label: 'Date', kind: 'date' },
    {
      name: 'creditDebit',
      label: 'Type',
      kind: 'select',
      options: [
        { value: 'credit', label: 'Credit' },
        { value: 'debit', label: 'Debit' },
      ],
    },
    { name: 'description', label: 'Description', kind: 'text', wide: true },
    { name: 'amount', label: 'Amount', kind: 'money' },
    { name: 'balance', label: 'Balance after', kind: 'money' },
  ],
  success: { title: 'Transaction Updated' },
  failure: TRANSACTION_FAILED,
};

export const CARD_STATEMENT_EDIT: EditDescription = {
  type: 'credit_card_statement',
  route: 'updateCreditCardStatement',
  title: 'Edit Credit Card Statement',
  fields: [
    { name: 'cardIssuer', label: 'Card issuer', kind: 'text' },
    { name: 'cardHolderName', label: 'Card holder', kind: 'text' },
    { name: 'statementStartDate', label: 'Statement start', kind: 'date' },
    { name: 'statementEndDate', label: 'Statement end', kind: 'date' },
    { name: 'paymentDueDate', label: 'Payment due date', kind: 'date' },
    { name: 'minimumPaymentDue', label: 'Minimum payment due', kind: 'money' },
    { name: 'previousBalance', label: 'Previous balance', kind: 'money' },
    { name: 'newBalance', label: 'New balance', kind: 'money' },
    { name: 'totalPurchases', label: 'Total purchases', kind: 'money' },
    { name: 'totalPayments', label: 'Total payments', kind: 'money' },
    { name: 'totalFees', label: 'Total fees', kind: 'money' },
    { name: 'totalInterest', label: 'Total interest', kind: 'money' },
    { name: 'creditLimit', label: 'Credit limit', kind: 'money' },
    { name: 'availableCredit', label: 'Available credit', kind: 'money' },
    { name: 'apr', label: 'APR (%)', kind: 'percent' },
  ],
  success: { title: 'Changes Saved' },
  failure: SAVE_FAILED,
};

export const CARD_TRANSACTION_EDIT: EditDescription = {
  type: 'credit_card_statement',
  route: 'updateCreditCardTransaction',
  title: 'Edit Transaction',
  fields: [
    { name: 'transactionDate', label: 'Transaction date', kind: 'date' },
    { name: 'postDate', label: 'Post date', kind: 'date' },
    { name: 'description', label: 'Description', kind: 'text', wide: true },
    { name: 'merchant', label: 'Merchant', kind: 'text' },
    { name: 'category', label: 'Category', kind: 'text' },
    {
      name: 'transactionType',
      label: 'Type',
      kind: 'select',
      options: CARD_TRANSACTION_TYPES.map((t) => ({ value: t, label: CARD_TYPE_LABELS[t] })),
    },
    { name: 'amount', label: 'Amount', kind: 'money' },
  ],
  success: { title: 'Transaction Updated' },
  failure: TRANSACTION_FAILED,
  // A type outside the six opens as purchase (spec part 2 §5).
  toRecord: (row) => ({
    ...row,
    transactionType: (CARD_TRANSACTION_TYPES as readonly unknown[]).includes(row.transactionType)
      ? row.transactionType
      : 'purchase',
  }),
};

export const PAYSLIP_EDIT: EditDescription = {
  type: 'payslip',
  route: 'updatePayslip',
  title: 'Edit Payslip',
  fields: [
    { name: 'employeeName', label: 'Employee name', kind: 'text' },
    { name: 'employerName', label: 'Employer name', kind: 'text' },
    { name: 'employerAddress', label: 'Employer address', kind: 'text', wide: true },
    { name: 'payPeriodStartDate', label: 'Pay period start', kind: 'date' },
    { name: 'payPeriodEndDate', label: 'Pay period end', kind: 'date' },
    { name: 'payDate', label: 'Pay date', kind: 'date' },
    { name: 'payFrequency', label: 'Pay frequency', kind: 'text' },
    { name: 'grossPay', label: 'Gross pay', kind: 'money' },
    { name: 'totalDeductions', label: 'Total deductions', kind: 'money' },
    { name: 'netPay', label: 'Net pay', kind: 'money' },
    { name: 'ytdGrossPay', label: 'YTD gross pay', kind: 'money' },
    { name: 'ytdDeductions', label: 'YTD deductions', kind: 'money' },
    { name: 'ytdNetPay', label: 'YTD net pay', kind: 'money' },
  ],
  success: { title: 'Changes Saved', description: 'Payslip data has been updated successfully.' },
  failure: SAVE_FAILED,
};

export const PAYSLIP_LINE_ITEM_EDIT: EditDescription = {
  type: 'payslip',
  route: 'updatePayslipLineItem',
  title: 'Edit Line Item',
  fields: [
    { name: 'description', label: 'Description', kind: 'text', wide: true },
    { name: 'category', label: 'Category', kind: 'text', wide: true },
    { name: 'amount', label: 'Amount', kind: 'money' },
    { name: 'ytdAmount', label: 'YTD amount', kind: 'money' },
    { name: 'hours', label: 'Hours', kind: 'number' },
    { name: 'rate', label: 'Rate', kind: 'money' },
  ],
  success: { title: 'Line Item Updated' },
  failure: { title: 'Update Failed', description: 'Unable to update line item.' },
};
