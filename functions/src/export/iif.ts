// QuickBooks Desktop IIF for bank and credit-card statements (decision 052). One TRNS line on the
// statement's account and one balancing SPL line per transaction (TRNS + SPL amounts sum to 0);
// an !ACCNT block first so a company file without these accounts gets them with the right types.
import { iifText, money, usDate, type Cell } from './cells';
import { last4 } from './mask';
import { ledgerEntries, type LedgerEntry } from './statement';
import type { StatementDocument } from './types';

/** QuickBooks account names: at most 31 characters, no colon (it separates sub-accounts). */
export function quickBooksAccountName(name: string): string {
  return name.replace(/:/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim();
}

export function statementAccountName(doc: StatementDocument): string {
  const base =
    doc.type === 'bank_statement'
      ? (doc.fields.bankName ?? 'Bank Account')
      : (doc.fields.cardIssuer ?? 'Credit Card');
  const tail = last4(doc.fields.accountNumber);
  return quickBooksAccountName(tail ? `${base.slice(0, 26)} ${tail}` : base);
}

interface Posting {
  trnsType: string;
  offsetAccount: string;
}

const OFFSET_ACCOUNTS = {
  income: { name: 'Uncategorized Income', type: 'INC' },
  expense: { name: 'Uncategorized Expenses', type: 'EXP' },
  interest: { name: 'Interest Expense', type: 'EXP' },
  fees: { name: 'Bank Service Charges', type: 'EXP' },
  transfer: { name: 'Uncategorized Asset', type: 'OCASSET' },
} as const;

function postingOf(entry: LedgerEntry): Posting {
  switch (entry.kind) {
    case 'credit':
      return { trnsType: 'DEPOSIT', offsetAccount: OFFSET_ACCOUNTS.income.name };
    case 'debit':
      return { trnsType: 'CHECK', offsetAccount: OFFSET_ACCOUNTS.expense.name };
    case 'refund':
      return { trnsType: 'CCARD REFUND', offsetAccount: OFFSET_ACCOUNTS.expense.name };
    case 'payment':
      // The paying bank account is not on the card statement: park it for the user to match.
      return { trnsType: 'TRANSFER', offsetAccount: OFFSET_ACCOUNTS.transfer.name };
    case 'interest':
      return { trnsType: 'CREDIT CARD', offsetAccount: OFFSET_ACCOUNTS.interest.name };
    case 'fee':
      return { trnsType: 'CREDIT CARD', offsetAccount: OFFSET_ACCOUNTS.fees.name };
    default:
      return { trnsType: 'CREDIT CARD', offsetAccount: OFFSET_ACCOUNTS.expense.name };
  }
}

export const IIF_TRNS_COLUMNS = [
  'TRNSID',
  'TRNSTYPE',
  'DATE',
  'ACCNT',
  'NAME',
  'CLASS',
  'AMOUNT',
  'DOCNUM',
  'MEMO',
  'CLEAR',
];

export function toIif(doc: StatementDocument): string {
  const entries = ledgerEntries(doc, 'IIF');
  const account = statementAccountName(doc);
  const accountType = doc.type === 'bank_statement' ? 'BANK' : 'CCARD';
  const postings = entries.map(postingOf);
  const offsetsUsed = Object.values(OFFSET_ACCOUNTS).filter((a) =>
    postings.some((p) => p.offsetAccount === a.name),
  );

  const rows: Cell[][] = [
    ['!ACCNT', 'NAME', 'ACCNTTYPE'],
    ['ACCNT', account, accountType],
    ...offsetsUsed.map((a) => ['ACCNT', a.name, a.type]),
    ['!TRNS', ...IIF_TRNS_COLUMNS],
    ['!SPL', 'SPLID', ...IIF_TRNS_COLUMNS.slice(1)],
    ['!ENDTRNS'],
  ];
  entries.forEach((e, i) => {
    const p = postings[i]!;
    const memo = e.description || e.merchant;
    const line = (kind: 'TRNS' | 'SPL', accnt: string, amount: number): Cell[] => [
      kind,
      '',
      p.trnsType,
      usDate(e.date),
      accnt,
      '',
      '',
      money(amount),
      e.checkNumber ?? '',
      memo,
      'N',
    ];
    rows.push(line('TRNS', account, e.amount), line('SPL', p.offsetAccount, -e.amount), ['ENDTRNS']);
  });
  return iifText(rows);
}
