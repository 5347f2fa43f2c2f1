// OCR coverage of the real scans: the share of ground-truth values whose text appears anywhere in
// what OCR read, per document type. It splits the loss on real scans in two: values OCR never read
// (coverage) and values it read that the parsers did not place (coverage minus extraction recall).
// Aggregates only: no document's text or values are printed, so the corpus stays a test set.
// Usage: node --import tsx bench/ocr-coverage.bench.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { CORPUS_DIR } from '@docledger/functions/test-support/extraction/corpus';
import { documentLines } from '@docledger/functions/extraction/parse/layout';
import { readDocument } from '@docledger/functions/extraction/read/read-document';
import { normaliseText } from '@docledger/functions/extraction/score';

interface Coverage {
  docs: number;
  numbers: [found: number, total: number];
  texts: [found: number, total: number];
}

/** Every scalar truth value worth looking for: dates and booleans are printed in too many ways. */
function truthValues(node: unknown, out: (string | number)[] = []): (string | number)[] {
  if (Array.isArray(node)) for (const x of node) truthValues(x, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node))
      if (!k.startsWith('_') && k !== 'documentType') truthValues(v, out);
  } else if (typeof node === 'number') out.push(node);
  else if (typeof node === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(node)) out.push(node);
  return out;
}

function found(value: string | number, text: string, digits: string): boolean {
  if (typeof value === 'string') return text.includes(normaliseText(value));
  const a = Math.abs(value);
  return (
    digits.includes(a.toFixed(2).replace('.', '')) || (Number.isInteger(a) && digits.includes(String(a)))
  );
}

async function main(): Promise<void> {
  for (const m of ['log', 'info', 'debug', 'warn'] as const) console[m] = () => {};
  const byType = new Map<ExtractableTypeCode, Coverage>();
  for (const folder of ['sensible_config_library', 'azure_docintel_samples']) {
    const manifestFile = path.join(CORPUS_DIR, folder, 'manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      documents: { name: string; file: string; documentType: ExtractableTypeCode; scanned: boolean }[];
    };
    for (const d of manifest.documents) {
      const truthFile = path.join(CORPUS_DIR, folder, `${d.name}.truth.json`);
      const file = path.join(CORPUS_DIR, folder, d.file);
      if (!d.scanned || !existsSync(truthFile) || !existsSync(file)) continue;
      const read = await readDocument({
        documentType: d.documentType,
        files: [{ name: d.file, bytes: new Uint8Array(readFileSync(file)) }],
        maxPages: 50,
      });
      const all = documentLines(read)
        .map((l) => l.cells.map((c) => c.text).join(' '))
        .join('\n');
      const text = normaliseText(all);
      const digits = all.replace(/[^0-9]/g, '');
      const c = byType.get(d.documentType) ?? { docs: 0, numbers: [0, 0], texts: [0, 0] };
      c.docs++;
      for (const v of truthValues(JSON.parse(readFileSync(truthFile, 'utf8')))) {
        const tally = typeof v === 'number' ? c.numbers : c.texts;
        tally[1]++;
        if (found(v, text, digits)) tally[0]++;
      }
      byType.set(d.documentType, c);
    }
  }
  const share = ([f, t]: [number, number]) => (t ? `${f}/${t} (${((f / t) * 100).toFixed(0)}%)` : '–');
  const rows = [...byType.entries()].map(([type, c]) => ({
    type,
    docs: c.docs,
    numbers: share(c.numbers),
    texts: share(c.texts),
    all: share([c.numbers[0] + c.texts[0], c.numbers[1] + c.texts[1]]),
  }));
  const md = [
    '## OCR coverage of the real scans',
    '',
    `Run ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}. Share of truth values (amounts, identifiers, names; not dates or check boxes) whose text appears anywhere in the OCR reading of the real scans with truth files (sensible_config_library, azure_docintel_samples). Compare with extraction recall in extraction-real-scans.md: the difference is values read but not placed.`,
    '',
    '| type | docs | amounts | text values | all |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.type} | ${r.docs} | ${r.numbers} | ${r.texts} | ${r.all} |`),
    '',
  ].join('\n');
  process.stdout.write(`${md}\n`);
  const results = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, 'ocr-coverage.md'), md);
  writeFileSync(
    path.join(results, 'ocr-coverage.json'),
    JSON.stringify({ ranAt: new Date().toISOString(), rows }, null, 2),
  );
}

await main();
