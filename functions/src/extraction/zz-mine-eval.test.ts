import { it } from 'vitest';
import { appendFileSync, writeFileSync } from 'node:fs';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { LAYOUT_COUNT, generateDocument } from './generator/generate';
import { aggregate, scoreDocument } from './score';
import { readDocument } from './read/read-document';
import { parserFor } from './parsers/registry';
import { runChecks } from './checks/registry';
import { documentLines } from './parse/layout';

it('mine eval', async () => {
  const out: string[] = [];
  for (const type of (process.env.EVAL ?? 'w2,irs_1040,irs_1099,profit_loss,balance_sheet,cash_flow').split(',') as ExtractableTypeCode[]) {
    const scores = [];
    for (let layout = 0; layout < Math.min(LAYOUT_COUNT[type], Number(process.env.LAYOUTS ?? 99)); layout++) {
      const doc = await generateDocument({ type, layout, seed: Number(process.env.SEED ?? 777) + layout, scan: !!process.env.SCAN });
      const text = await readDocument({ documentType: type, files: doc.files, maxPages: 50 });
      if (process.env.DUMP) out.push(`--- ${type} layout ${layout} fields=${Object.keys(text.formFields).length}\n` + documentLines(text, { keepFurniture: true }).map((l) => `${l.pageNumber}:${Math.round(l.top)} | ` + l.cells.map((c) => `[${Math.round(c.x0)}-${Math.round(c.x1)}]${c.text}`).join(' | ')).join('\n'));
      const result = parserFor(type)!(text);
      const score = scoreDocument(result as never, doc.truth);
      scores.push(score);
      const failed = runChecks(type, result).filter((c) => !c.passed).map((c) => c.id);
      appendFileSync('/tmp/w/eval-live.txt', `${type} L${layout} F1 ${score.f1.toFixed(3)} ${JSON.stringify(score.mismatches.slice(0, 8))}\n`);
      out.push(`${type} L${layout} F1 ${score.f1.toFixed(3)} failedChecks=${failed.join(',')} ${JSON.stringify(score.mismatches.slice(0, 14))}`);
    }
    out.push(`${type} TOTAL ${JSON.stringify(aggregate(scores).f1)}`);
  }
  writeFileSync('/tmp/w/eval.txt', out.join('\n'));
}, 1_800_000);
