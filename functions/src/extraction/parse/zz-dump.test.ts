import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { readPdfForTest } from './test-helpers';
import { documentLines } from './layout';
import { parseCreditCardStatement } from '../parsers/credit-card-statement';
import { parseBankStatement } from '../parsers/bank-statement';
import { parseInvoice } from '../parsers/invoice';
import { runChecks } from '../checks/registry';
it.skipIf(!process.env.PDF)('dump', async () => {
  const doc = await readPdfForTest(process.env.PDF!);
  const lines = documentLines(doc);
  const out = lines.map((l) => `${l.pageNumber}:${Math.round(l.top)} | ` + l.cells.map((c) => `[${Math.round(c.x0)}-${Math.round(c.x1)}]${c.text}`).join(' | ')).join('\n');
  writeFileSync(process.env.OUT!, out);
  const p = process.env.PARSER === 'cc' ? parseCreditCardStatement(doc) : process.env.PARSER === 'bank' ? parseBankStatement(doc) : process.env.PARSER === 'inv' ? parseInvoice(doc) : null;
  if (p) p.checks = runChecks(process.env.PARSER === 'inv' ? 'invoice' : process.env.PARSER === 'cc' ? 'credit_card_statement' : 'bank_statement', p);
  if (p) writeFileSync(process.env.OUT! + '.json', JSON.stringify(p, null, 1));
});
