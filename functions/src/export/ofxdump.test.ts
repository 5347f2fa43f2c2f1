// libofx (Debian's `ofx` package: ofxdump) is what GnuCash imports OFX with. When the binary is
// present, every OFX/QBO export must parse cleanly through it and match the stored statement;
// when it is absent the test says so loudly instead of passing quietly.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, bankStatement, creditCardStatement } from './__golden__/fixtures';
import { exportDocument } from './export-document';
import { fitIdOf } from './statement';
import type { StatementDocument } from './types';

function hasOfxdump(): boolean {
  try {
    execFileSync('ofxdump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const available = hasOfxdump();
if (!available) {
  console.warn(
    '\n*** SKIPPED: ofxdump (libofx) is not installed, so OFX/QBO exports are NOT checked against libofx.' +
      ' Install it with `apt-get install -y ofx` to run this check. ***\n',
  );
}

const dir = available ? mkdtempSync(join(tmpdir(), 'docledger-ofxdump-')) : '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Dumped {
  accountType: string | undefined;
  ledgerBalance: number;
  transactions: { amount: number; fitId: string; type: string; checkNumber?: string }[];
}

function ofxdump(doc: StatementDocument, format: 'ofx' | 'qbo'): Dumped {
  const file = exportDocument(doc, format, { now: FIXED_NOW });
  const path = join(dir, file.filename);
  writeFileSync(path, file.body);
  const run = spawnSync('ofxdump', [path], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stderr).not.toMatch(/LibOFX ERROR/);
  const blocks = run.stdout.split(/\n(?=ofx_proc_)/);
  const value = (block: string, label: string) =>
    new RegExp(`^\\s*${label}:?\\s*(.*)$`, 'm').exec(block)?.[1]?.trim();
  const statement = blocks.find((b) => b.startsWith('ofx_proc_statement'))!;
  return {
    accountType: value(
      blocks.find((b) => b.startsWith('ofx_proc_account'))!,
      'Account type',
    ),
    ledgerBalance: Number(value(statement, 'Ledger balance')),
    transactions: blocks
      .filter((b) => b.startsWith('ofx_proc_transaction'))
      .map((b) => ({
        amount: Number(value(b, 'Total money amount')),
        fitId: value(b, "Financial institution's ID for this transaction")!,
        type: value(b, 'Transaction type')!.split(':')[0]!,
        checkNumber: value(b, 'Check number'),
      })),
  };
}

describe.skipIf(!available)('libofx (ofxdump) reads the OFX and QBO exports', () => {
  for (const format of ['ofx', 'qbo'] as const) {
    it(`bank statement ${format}: account, ledger balance and every transaction`, () => {
      const dumped = ofxdump(bankStatement, format);
      expect(dumped.accountType).toBe('CHECKING');
      expect(dumped.ledgerBalance).toBe(bankStatement.fields.endingBalance);
      expect(dumped.transactions).toEqual(
        bankStatement.children.transactions.map((t) => ({
          amount: t.creditDebit === 'credit' ? t.amount : -t.amount! + 0,
          fitId: fitIdOf(bankStatement.id, t.id),
          type: t.description === 'Check #1042' ? 'CHECK' : t.creditDebit === 'credit' ? 'CREDIT' : 'DEBIT',
          checkNumber: t.description === 'Check #1042' ? '1042' : undefined,
        })),
      );
    });

    it(`credit-card statement ${format}: account, balance owed and every transaction`, () => {
      const dumped = ofxdump(creditCardStatement, format);
      expect(dumped.accountType).toBe('CREDITCARD');
      expect(dumped.ledgerBalance).toBe(-creditCardStatement.fields.newBalance!);
      const types = {
        purchase: 'DEBIT',
        payment: 'CREDIT',
        refund: 'CREDIT',
        fee: 'FEE',
        interest: 'INT',
        cash_advance: 'CASH',
      };
      expect(dumped.transactions).toEqual(
        creditCardStatement.children.transactions.map((t) => {
          const type = t.transactionType ?? 'purchase';
          const moneyIn = type === 'payment' || type === 'refund';
          return {
            amount: moneyIn ? t.amount : -t.amount! + 0,
            fitId: fitIdOf(creditCardStatement.id, t.id),
            type: types[type],
            checkNumber: undefined,
          };
        }),
      );
    });
  }
});
