// The scheduled workers are small Lambdas: the stuck-document sweeper only moves documents between
// states, so its bundle must not carry the extraction engine (pdf.js, Tesseract, the parsers: ~14 MB).
// It did while it imported `fail` from the module that runs the engine.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../lib/constructs/lambda-bundling';
import { scheduledWorkerEntry } from '../lib/constructs/event-workers';

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'docledger-worker-bundle-'));
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

describe('scheduled worker bundles', () => {
  it('leaves the extraction engine out of the stuck-document sweeper', async () => {
    const result = await esbuild.build({
      ...esbuildOptions(scheduledWorkerEntry('sweepStuck'), outdir),
      logLevel: 'silent',
      write: false,
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('functions/src/domain/documents/sweeper.ts'))).toBe(true);
    expect(inputs.filter((p) => p.includes('functions/src/extraction/'))).toEqual([]);
    expect(inputs.filter((p) => /node_modules\/(pdfjs-dist|tesseract)/.test(p))).toEqual([]);
  }, 60_000);
});
