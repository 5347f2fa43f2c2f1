// Writes a synthetic set to a folder: each document's file(s) plus <id>.truth.json.
//   npx tsx functions/test-support/extraction/generator/cli.ts --out /tmp/gen --per-type 4 [--scans] [--grammar] [--types bank_statement,invoice] [--seed 1000]
// --grammar adds the layout grammar's tuned families to the hand-drawn layouts (held-out families are never written).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { generateDocument, setRequests } from './generate';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'per-type': { type: 'string', default: '4' },
    scans: { type: 'boolean', default: false },
    grammar: { type: 'boolean', default: false },
    types: { type: 'string' },
    seed: { type: 'string', default: '1000' },
  },
});
if (!values.out) {
  process.stderr.write(
    'usage: cli.ts --out <dir> [--per-type N] [--scans] [--grammar] [--types a,b] [--seed N]\n',
  );
  process.exit(2);
}
const types = values.types ? values.types.split(',').map((t) => t.trim()) : [...EXTRACTABLE_TYPE_CODES];
const unknown = types.filter((t) => !(EXTRACTABLE_TYPE_CODES as readonly string[]).includes(t));
if (unknown.length) {
  process.stderr.write(`unknown type(s): ${unknown.join(', ')}\n`);
  process.exit(2);
}
const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });
const requests = setRequests({
  types: types as ExtractableTypeCode[],
  perType: Number(values['per-type']),
  scans: values.scans,
  grammar: values.grammar,
  seed: Number(values.seed),
});
for (const req of requests) {
  const doc = await generateDocument(req);
  for (const f of doc.files) writeFileSync(path.join(out, f.name), f.bytes);
  writeFileSync(
    path.join(out, `${doc.id}.truth.json`),
    JSON.stringify(
      {
        id: doc.id,
        layout: doc.layout,
        variant: doc.variant,
        pages: doc.pages,
        files: doc.files.map((f) => f.name),
        ...doc.truth,
      },
      null,
      2,
    ),
  );
  process.stdout.write(`${doc.id}  ${doc.files.length} file(s), ${doc.pages} page(s)\n`);
}
