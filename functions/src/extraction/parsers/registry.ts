// The local engine's parser for each extractable type.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { TypeParser } from '../types';
import { parseBalanceSheet } from './balance-sheet';
import { parseBankStatement } from './bank-statement';
import { parseCashFlow } from './cash-flow';
import { parseCreditCardStatement } from './credit-card-statement';
import { parseInvoice } from './invoice';
import { parseIrs1040 } from './irs-1040';
import { parseIrs1099 } from './irs-1099';
import { parsePayslip } from './payslip';
import { parseProfitLoss } from './profit-loss';
import { parseW2 } from './w2';

export const PARSERS: Record<ExtractableTypeCode, TypeParser> = {
  bank_statement: parseBankStatement,
  credit_card_statement: parseCreditCardStatement,
  invoice: parseInvoice,
  payslip: parsePayslip,
  w2: parseW2,
  irs_1040: parseIrs1040,
  irs_1099: parseIrs1099,
  profit_loss: parseProfitLoss,
  balance_sheet: parseBalanceSheet,
  cash_flow: parseCashFlow,
};

export function parserFor(type: ExtractableTypeCode): TypeParser {
  return PARSERS[type];
}
