import { describe, expect, it } from 'vitest';
import { ExtractionInputError, type ExtractionInput } from '../types';
import { readDocument } from './read-document';
import {
  makePageImage,
  STATEMENT_LINES,
  withExifOrientation,
} from '../../../test-support/extraction/test-documents';
import { createCanvas } from '@napi-rs/canvas';

function imageInput(...images: { name: string; bytes: Uint8Array }[]): ExtractionInput {
  return { documentType: 'bank_statement', maxPages: 10, files: images };
}

async function failure(input: ExtractionInput): Promise<ExtractionInputError> {
  const error = await readDocument(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionInputError);
  return error as ExtractionInputError;
}

function expectStatementText(text: string): void {
  expect(text).toContain('FIRST NATIONAL BANK');
  expect(text).toContain('Closing Balance 2,499.25');
  expect(text).toContain('01/12 Payroll Deposit Acme Corporation 3,400.00');
}

describe('readDocument on page photos', () => {
  it('reads a multi-page photo set as pages in upload order, in points', async () => {
    const first = await makePageImage(STATEMENT_LINES);
    const second = await makePageImage(['Page two of the statement', 'Ending Balance 2,499.25'], {
      format: 'jpeg',
    });
    const doc = await readDocument(
      imageInput({ name: 'p1.png', bytes: first }, { name: 'p2.jpg', bytes: second }),
    );

    expect(doc.pages.map((p) => [p.pageNumber, p.source])).toEqual([
      [1, 'ocr'],
      [2, 'ocr'],
    ]);
    // The short side maps to a Letter width, so an A4 photo is 612 pt wide.
    expect(doc.pages[0]!.width).toBeCloseTo(612, 0);
    const [p1, p2] = doc.plainText.split('\f');
    expectStatementText(p1!);
    expect(p2).toContain('Ending Balance 2,499.25');
    expect(doc.formFields).toEqual({});
  });

  it('turns a page photographed sideways upright', async () => {
    const bytes = await makePageImage(STATEMENT_LINES, { rotate: 90 });
    const doc = await readDocument(imageInput({ name: 'sideways.png', bytes }));
    expectStatementText(doc.plainText);
    // Upright again: portrait.
    expect(doc.pages[0]!.height).toBeGreaterThan(doc.pages[0]!.width);
  });

  it('turns an upside-down page upright', async () => {
    const bytes = await makePageImage(STATEMENT_LINES, { rotate: 180 });
    const doc = await readDocument(imageInput({ name: 'flipped.png', bytes }));
    expectStatementText(doc.plainText);
  });

  it('straightens a page photographed 3 degrees askew so its lines stay whole', async () => {
    const bytes = await makePageImage(STATEMENT_LINES, { rotate: 3 });
    const doc = await readDocument(imageInput({ name: 'skewed.png', bytes }));
    expectStatementText(doc.plainText);
  });

  it('honours the JPEG EXIF orientation of a phone photo', async () => {
    // Pixels stored turned 90° anticlockwise; EXIF orientation 6 tells viewers to turn them back.
    const stored = await makePageImage(STATEMENT_LINES, { rotate: 270, format: 'jpeg' });
    const doc = await readDocument(
      imageInput({ name: 'IMG_0001.jpg', bytes: withExifOrientation(stored, 6) }),
    );
    expectStatementText(doc.plainText);
  });

  it('explains a blank photo', async () => {
    const canvas = createCanvas(1200, 1600);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f4f1ea';
    ctx.fillRect(0, 0, 1200, 1600);
    const error = await failure(
      imageInput({ name: 'blank.jpg', bytes: new Uint8Array(canvas.toBuffer('image/jpeg')) }),
    );
    expect(error.message).toBe('The image "blank.jpg" appears to be blank. Please retake or remove it.');
  });

  it('explains a photo with no readable text, naming the page of a set', async () => {
    const canvas = createCanvas(1200, 1600);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1200, 1600);
    ctx.fillStyle = '#222222';
    // Shapes, no letters.
    for (let i = 0; i < 12; i++) {
      ctx.beginPath();
      ctx.arc(150 + (i % 4) * 300, 250 + Math.floor(i / 4) * 500, 60 + i * 5, 0, Math.PI * 2);
      ctx.fill();
    }
    const good = await makePageImage(STATEMENT_LINES);
    const error = await failure(
      imageInput(
        { name: 'p1.png', bytes: good },
        { name: 'p2.png', bytes: new Uint8Array(canvas.toBuffer('image/png')) },
      ),
    );
    expect(error.message).toBe(
      'We could not read any text in page 2 ("p2.png"). Please upload a clearer, higher-resolution image.',
    );
  });

  it('refuses a damaged image and one too large before decoding it', async () => {
    const good = await makePageImage(['Hello world'], { dpi: 50 });
    const damaged = good.slice(0, 40);
    expect((await failure(imageInput({ name: 'cut.png', bytes: damaged }))).message).toBe(
      'The image "cut.png" is damaged and cannot be read.',
    );
    // A PNG header claiming 30000 × 30000 pixels: rejected from the header alone.
    const huge = good.slice();
    new DataView(huge.buffer).setUint32(16, 30_000);
    new DataView(huge.buffer).setUint32(20, 30_000);
    expect((await failure(imageInput({ name: 'huge.png', bytes: huge }))).message).toBe(
      'The image "huge.png" is too large (30000 × 30000 pixels); the limit is 60 megapixels.',
    );
  });

  it('counts photos against the page limit', async () => {
    const page = await makePageImage(['Hello world'], { dpi: 50 });
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `p${i + 1}.png`, bytes: page }));
    const error = await failure({ documentType: 'payslip', maxPages: 3, files });
    expect(error.message).toBe('This document has 4 pages; the limit for Payslip is 3.');
  });
});
