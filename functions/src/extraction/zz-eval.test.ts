import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { LAYOUT_COUNT, generateDocument } from './generator/generate';
import { parsePayslip } from './parsers/payslip';
import { parseBankStatement } from './parsers/bank-statement';
import { parseCreditCardStatement } from './parsers/credit-card-statement';
import { parseInvoice } from './parsers/invoice';
const P = { payslip: parsePayslip, bank_statement: parseBankStatement, credit_card_statement: parseCreditCardStatement, invoice: parseInvoice } as Record<string, (d: any) => any>;
import { aggregate, scoreDocument } from './score';
import { readDocument } from './read/read-document';
import { documentLines } from './parse/layout';

it.skipIf(!process.env.EVAL)('eval', async () => {
  const out: string[] = [];
  for (const type of process.env.EVAL!.split(',') as ExtractableTypeCode[]) {
    const scores = [];
    for (let layout = 0; layout < (process.env.LAYOUTS ? Number(process.env.LAYOUTS) : LAYOUT_COUNT[type]); layout++) {
      const doc = await generateDocument({ type, layout, seed: Number(process.env.SEED ?? 777) + layout, scan: !!process.env.SCAN });
      const text = await readDocument({ documentType: type, files: doc.files, maxPages: 50 });
      if (process.env.DUMP) {
        out.push(`--- ${type} layout ${layout}\n` + documentLines(text).map((l) => `${l.pageNumber}:${Math.round(l.top)} | ` + l.cells.map((c) => `[${Math.round(c.x0)}-${Math.round(c.x1)}]${c.text}`).join(' | ')).join('\n'));
      }
      const result = P[type]!(text);
      if (process.env.ROWDUMP) out.push(JSON.stringify(result.transactions ?? result.lineItems));
      const score = scoreDocument(result, doc.truth);
      scores.push(score);
      out.push(`${type} L${layout} F1 ${score.f1.toFixed(3)} ${JSON.stringify(score.mismatches.slice(0, 12))}`);
    }
    out.push(`${type} TOTAL ${JSON.stringify(aggregate(scores).f1)}`);
  }
  writeFileSync('/tmp/ue/eval.txt', out.join('\n'));
}, 600_000);
