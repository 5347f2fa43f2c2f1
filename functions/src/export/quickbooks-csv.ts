// QuickBooks Online bank-upload CSV for bank and credit-card statements: the 3-column layout
// (Date, Description, Amount) QuickBooks Online accepts for both account kinds. Dates MM/DD/YYYY,
// amounts signed from the account holder's side (money in / card payments and refunds positive,
// money out / card charges negative), no BOM (the importer matches the header text).
import { csvText, money, usDate, type Cell } from './cells';
import { ledgerEntries } from './statement';
import type { StatementDocument } from './types';

export const QUICKBOOKS_CSV_HEADER = ['Date', 'Description', 'Amount'];

export function toQuickBooksCsv(doc: StatementDocument): string {
  const entries = ledgerEntries(doc, 'QuickBooks CSV');
  const rows: Cell[][] = [
    QUICKBOOKS_CSV_HEADER,
    ...entries.map((e) => [
      usDate(e.date),
      // QuickBooks descriptions are one line; the merchant stands in when no description was read.
      (e.description || e.merchant).replace(/\s+/g, ' ').trim(),
      money(e.amount),
    ]),
  ];
  return csvText(rows);
}
