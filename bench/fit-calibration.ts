// Fits the scan confidence calibration (functions/src/extraction/calibration.ts) on TUNED layout
// families only, and writes functions/src/extraction/calibration-map.ts.
//   node --import tsx bench/fit-calibration.ts --seeds 4100008,4100139,4150008 [--cache DIR] [--cached-only] [--dry]
// Each tuned family is generated and scanned at each seed (every other one as page photos), read,
// parsed, checked and reviewed as the pipeline does, without calibration. Each value read is a point
// (the confidence the review leaves it at, right or not); values the review itself sets (confirmed
// by a check that holds, corroborated, or named by a finding) are left out, as the map does not
// apply to them. One isotonic curve per kind of value. --cache DIR keeps what was read (one JSON per
// document: { truth, text }) so a refit does not read again; --cached-only fits on what the cache
// holds and reads nothing (a refit on reads taken while the readers were last changed, parsed, checked
// and reviewed by the tree as it is). --cache a,b,c looks in each directory in turn (sessions' loops
// keep their reads apart) and writes new reads to the first. --exclude-seed N leaves a seed out of the
// fit wherever it is cached, to judge the map on it. Held-out families are never generated.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import {
  confidenceKind,
  documentQuality,
  fitIsotonic,
  type CalibrationMap,
  type ConfidenceKind,
} from '@docledger/functions/extraction/calibration';
import { applyCheckPenalties, runChecks } from '@docledger/functions/extraction/checks/registry';
import { repairByChecks } from '@docledger/functions/extraction/checks/repair-by-checks';
import { parserFor } from '@docledger/functions/extraction/parsers/registry';
import { readDocument } from '@docledger/functions/extraction/read/read-document';
import { reviewExtraction } from '@docledger/functions/extraction/review';
import { conformToSchema } from '@docledger/functions/extraction/schema-guard';
import { expectedCalibrationError, scoreDocument } from '@docledger/functions/extraction/score';
import type { DocumentText, ParsedDocument } from '@docledger/functions/extraction/types';
import { generateDocument } from '@docledger/functions/test-support/extraction/generator/generate';
import { tunedFamilies } from '@docledger/functions/test-support/extraction/generator/grammar/index';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seeds = (opt('seeds') ?? '').split(',').filter(Boolean).map(Number);
if (seeds.length === 0) throw new Error('--seeds a,b,c (fresh seeds; tuned families only)');
const caches = (opt('cache') ?? '').split(',').filter(Boolean);
const cache = caches[0];
const excluded = new Set((opt('exclude-seed') ?? '').split(',').filter(Boolean).map(Number));
const cachedOnly = args.includes('--cached-only');
if (cachedOnly && !cache) throw new Error('--cached-only needs --cache DIR');
const quiet = <T>(f: () => Promise<T>) => {
  const saved = { ...console };
  for (const m of ['log', 'info', 'debug', 'warn'] as const) console[m] = () => {};
  return f().finally(() => Object.assign(console, saved));
};

type Point = { confidence: number; correct: boolean };
const points: Record<ConfidenceKind, Point[]> = { 'amount-or-date': [], text: [], class: [] };
let documents = 0;
let skipped = 0;
/** Median word confidence below which a scan is not fitted on, nor calibrated (calibration.ts). */
const MIN_QUALITY = Number(opt('min-quality') ?? 0.8);
for (const type of EXTRACTABLE_TYPE_CODES) {
  const families = tunedFamilies(type);
  for (let f = 0; f < families.length; f++) {
    const family = families[f]!;
    for (let s = 0; s < seeds.length; s++) {
      const seed = seeds[s]!;
      if (excluded.has(seed)) continue;
      const name = `${type}__${family}__${seed}__scan.json`;
      const file = cache
        ? (caches.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? join(cache, name))
        : null;
      let read: { truth: ParsedDocument; text: DocumentText } | null = null;
      if (file && existsSync(file)) {
        const cached = JSON.parse(readFileSync(file, 'utf8'));
        read = cached.error ? null : cached;
      } else if (cachedOnly) {
        continue;
      } else {
        try {
          read = await quiet(async () => {
            const doc = await generateDocument({
              type,
              family,
              seed,
              scan: true,
              photos: (f + 1 + s) % 2 === 1,
            });
            const text = await readDocument({ documentType: type, files: doc.files, maxPages: 200 }, {});
            return { truth: doc.truth as unknown as ParsedDocument, text };
          });
        } catch (err) {
          if (file) writeFileSync(file, JSON.stringify({ error: String(err) }));
        }
        if (file && read) writeFileSync(file, JSON.stringify(read));
      }
      if (!read) continue;
      // Scans read this badly (most words doubted) are a regime of their own: the map leaves them.
      if (documentQuality(read.text) < MIN_QUALITY) {
        skipped++;
        continue;
      }
      documents++;
      const t = type as ExtractableTypeCode;
      const conformed = conformToSchema(t, parserFor(t)(read.text));
      let parsed = conformed.parsed;
      let checks = runChecks(t, parsed);
      const repaired = repairByChecks(t, parsed, checks, runChecks);
      if (repaired) ({ parsed, checks } = repaired);
      parsed = applyCheckPenalties(parsed, checks);
      const review = reviewExtraction(t, parsed, checks, conformed.problems);
      const score = scoreDocument(
        { ...parsed, documentType: t, fieldConfidence: review.fieldConfidence } as never,
        read.truth as never,
      );
      for (const o of score.outcomes) {
        const raw = parsed.fieldConfidence[o.key];
        const kind = confidenceKind(parsed, o.key);
        // Only values the reader scored and the review left alone.
        if (raw === undefined || !kind || review.fieldConfidence[o.key] !== raw) continue;
        if (parsed.provenance?.[o.key] === 'derived') continue;
        points[kind].push({ confidence: raw, correct: o.correct });
      }
    }
  }
}

const map: CalibrationMap = {
  fittedOn: `tuned families scanned, seeds ${seeds.filter((s) => !excluded.has(s)).join(', ')}: ${documents} documents (${skipped} read worse than ${MIN_QUALITY} left out), ${Object.values(points).reduce((n, p) => n + p.length, 0)} values`,
  minQuality: MIN_QUALITY,
  ocr: {
    'amount-or-date': fitIsotonic(points['amount-or-date']),
    text: fitIsotonic(points.text),
    class: fitIsotonic(points.class),
  },
};
for (const [kind, p] of Object.entries(points))
  process.stderr.write(
    `${kind}: ${p.length} values, ECE before ${expectedCalibrationError(p).toFixed(3)}, curve ${JSON.stringify(map.ocr[kind as ConfidenceKind])}\n`,
  );
const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '../functions/src/extraction/calibration-map.ts',
);
const body = `// Written by bench/fit-calibration.ts: do not edit by hand (see calibration.ts).
import type { CalibrationMap } from './calibration';

export const CALIBRATION_MAP: CalibrationMap = {
  fittedOn: ${JSON.stringify(map.fittedOn)},
  minQuality: ${map.minQuality},
  ocr: {
${Object.entries(map.ocr)
  .map(([kind, curve]) => `    ${JSON.stringify(kind)}: ${JSON.stringify(curve)},`)
  .join('\n')}
  },
};
`;
if (!args.includes('--dry')) writeFileSync(target, body);
process.stderr.write(
  `${documents} documents${args.includes('--dry') ? ' (dry run: map not written)' : `; wrote ${target}`}\n`,
);
