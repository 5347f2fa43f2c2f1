import { describe, expect, it } from 'vitest';
import { ExtractionInputError } from '../types';
import { classifyInput, Deadline, imageDimensions, sniffKind } from './input-guard';
import { makePageImage, makeTextPdf } from '../../../test-support/extraction/test-documents';

describe('input guard', () => {
  it('tells file kinds by their bytes, not their names', async () => {
    const pdf = await makeTextPdf([['x']]);
    const png = await makePageImage(['x'], { dpi: 30 });
    const jpeg = await makePageImage(['x'], { dpi: 30, format: 'jpeg' });
    expect([sniffKind(pdf), sniffKind(png), sniffKind(jpeg)]).toEqual(['pdf', 'png', 'jpeg']);
    expect(sniffKind(new TextEncoder().encode('PK\u0003\u0004zip'))).toBe('unknown');
    // A photo named .pdf is still a photo.
    const classified = classifyInput({
      documentType: 'invoice',
      maxPages: 5,
      files: [{ name: 'scan.pdf', bytes: jpeg }],
    });
    expect(classified.kind).toBe('images');
    expect(() =>
      classifyInput({
        documentType: 'invoice',
        maxPages: 5,
        files: [{ name: 'notes.txt', bytes: new TextEncoder().encode('hello') }],
      }),
    ).toThrow(new ExtractionInputError('The file "notes.txt" is not a PDF, JPG or PNG file.'));
  });

  it('reads image sizes from headers', async () => {
    const png = await makePageImage(['x'], { dpi: 30 });
    const jpeg = await makePageImage(['x'], { dpi: 30, format: 'jpeg' });
    const expected = { width: Math.floor((595.28 * 30) / 72), height: Math.floor((841.89 * 30) / 72) };
    expect(imageDimensions(png, 'png')).toEqual(expected);
    expect(imageDimensions(jpeg, 'jpeg')).toEqual(expected);
    expect(imageDimensions(jpeg.subarray(0, 10), 'jpeg')).toBeNull();
  });

  it('rejects work that outlives its deadline and tears it down', async () => {
    const deadline = new Deadline(30);
    let tornDown = false;
    const never = new Promise<never>(() => undefined);
    await expect(deadline.race(never, () => (tornDown = true))).rejects.toThrow(/took longer than 1 second/);
    expect(tornDown).toBe(true);
    await expect(deadline.race(Promise.resolve(1))).rejects.toBeInstanceOf(ExtractionInputError);
    deadline.dispose();
  });
});
