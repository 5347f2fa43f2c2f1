import { describe, expect, it } from 'vitest';
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { generateDocument } from '../../test-support/extraction/generator/generate';
import { extractDocument, overallConfidence, sourceOf } from './pipeline';
import type { ParsedDocument } from './types';

describe('extractDocument', () => {
  it('returns every schema field, the child arrays, checks and metadata for a text-layer statement', async () => {
    const doc = await generateDocument({ type: 'bank_statement', layout: 0, seed: 21 });
    const r = await extractDocument({ documentType: 'bank_statement', files: doc.files, maxPages: 10 });
    expect(r.metadata.error).toBeUndefined();
    expect(Object.keys(r.fields)).toEqual(expect.arrayContaining(fieldNamesOf('bank_statement')));
    expect(r.transactions?.length).toBe(doc.truth.transactions?.length);
    expect(r.fields.endingBalance).toBe(doc.truth.fields.endingBalance);
    expect(r.metadata).toMatchObject({
      extractor: 'local',
      model: 'DocLedger Local Engine',
      pages: doc.pages,
      source: 'text-layer',
    });
    expect(r.metadata.timings.read).toBeGreaterThanOrEqual(0);
    expect(r.metadata.timings.total).toBeGreaterThanOrEqual(r.metadata.timings.read ?? 0);
    expect(r.checks.length).toBeGreaterThan(0);
    // The balance equation held: the balances read are confirmed, and their provenance says so.
    expect(r.provenance).toMatchObject({ beginningBalance: 'verified', endingBalance: 'verified' });
    expect(r.confidence).toBeGreaterThan(0.5);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('keeps the card reading the arithmetic supports and never outputs the alternatives it weighed', async () => {
    const doc = await generateDocument({ type: 'credit_card_statement', layout: 0, seed: 24 });
    const { parseCreditCardStatement } = await import('./parsers/credit-card-statement');
    const { readDocument } = await import('./read/read-document');
    // The parser offers readings other than its own here (charges negative, credits by wording…).
    const text = await readDocument(
      { documentType: 'credit_card_statement', files: doc.files, maxPages: 10 },
      { timings: {} },
    );
    expect(parseCreditCardStatement(text).alternatives?.length).toBeGreaterThan(0);
    const r = await extractDocument({
      documentType: 'credit_card_statement',
      files: doc.files,
      maxPages: 10,
    });
    expect(r).not.toHaveProperty('alternatives');
    expect(r).not.toHaveProperty('reading');
    expect(r.transactions).toEqual(doc.truth.transactions?.map((t) => expect.objectContaining(t)));
    expect(r.checks.every((c) => c.passed)).toBe(true);
  });

  it('never throws for a file that is not a document: the reason is in metadata.error', async () => {
    const r = await extractDocument({
      documentType: 'invoice',
      files: [{ name: 'x.pdf', bytes: new TextEncoder().encode('hello, not a pdf') }],
      maxPages: 10,
    });
    expect(r.fields).toEqual({});
    expect(r.confidence).toBe(0);
    expect(r.metadata.error).toMatch(/\w+/);
    expect(r.metadata.source).toBe('none');
  });

  it('refuses more pages than the type allows, with a readable reason', async () => {
    const doc = await generateDocument({
      type: 'bank_statement',
      layout: 0,
      seed: 22,
      options: { rows: 150 },
    });
    const r = await extractDocument({ documentType: 'bank_statement', files: doc.files, maxPages: 1 });
    expect(doc.pages).toBeGreaterThan(1);
    expect(r.fields).toEqual({});
    expect(r.metadata.error).toMatch(/page/i);
  });

  it('reports the Claude path as unavailable without a key instead of throwing', async () => {
    const doc = await generateDocument({ type: 'bank_statement', layout: 1, seed: 23 });
    const r = await extractDocument(
      { documentType: 'bank_statement', files: doc.files, maxPages: 10 },
      { extractor: 'claude' },
    );
    expect(r.metadata.extractor).toBe('claude');
    expect(r.metadata.error).toMatch(/not configured/i);
  });

  it('flags a document that clearly looks like another type but still extracts the chosen one', async () => {
    const doc = await generateDocument({ type: 'w2', layout: 0, seed: 25 });
    const r = await extractDocument({ documentType: 'bank_statement', files: doc.files, maxPages: 10 });
    expect(r.documentType).toBe('bank_statement');
    expect(r.metadata.suspectedType).toBe('w2');
    expect(r.metadata.warnings?.join(' ')).toMatch(/W-2/);
  });

  it('stays local in auto mode when no Claude key is set', async () => {
    const doc = await generateDocument({ type: 'bank_statement', layout: 2, seed: 24 });
    const r = await extractDocument(
      { documentType: 'bank_statement', files: doc.files, maxPages: 10 },
      { extractor: 'auto' },
    );
    expect(r.metadata.extractor).toBe('local');
    expect(r.metadata.error).toBeUndefined();
  });
});

describe('overallConfidence', () => {
  const parsed = (fc: Record<string, number>, fields: Record<string, number | null>): ParsedDocument => ({
    fields,
    fieldConfidence: fc,
    checks: [],
  });

  it('averages the confidence of found values and is lowered by failed checks', () => {
    const p = parsed({ a: 1, b: 0.8, c: 0.1 }, { a: 1, b: 2, c: null });
    expect(overallConfidence(p, [])).toBeCloseTo(0.9);
    const failed = { id: 'x', description: '', passed: false, values: {}, fields: ['a'] };
    expect(overallConfidence(p, [failed])).toBeLessThan(0.9);
  });

  it('is zero when nothing was found', () => {
    expect(overallConfidence(parsed({}, {}), [])).toBe(0);
  });
});

describe('sourceOf', () => {
  const page = (source: 'text-layer' | 'ocr') => ({
    pageNumber: 1,
    width: 612,
    height: 792,
    items: [],
    source,
  });
  it('names form fields, OCR, text layer or a mix', () => {
    expect(sourceOf({ pages: [page('text-layer')], formFields: { a: '1' }, plainText: '' })).toBe(
      'form-fields',
    );
    expect(sourceOf({ pages: [page('ocr'), page('ocr')], formFields: {}, plainText: '' })).toBe('ocr');
    expect(sourceOf({ pages: [page('ocr'), page('text-layer')], formFields: {}, plainText: '' })).toBe(
      'mixed',
    );
    expect(sourceOf({ pages: [], formFields: {}, plainText: '' })).toBe('none');
  });
});
