import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ExtractionInputError } from '../types';
import { normaliseBackground } from './clean';
import {
  decodeImage,
  estimateSkew,
  exifOrientation,
  isBlank,
  isIntactPng,
  paperGray,
  rotateCanvas,
  toGray,
} from './image';
import {
  makePageImage,
  STATEMENT_LINES,
  withExifOrientation,
} from '../../../test-support/extraction/test-documents';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

describe('image decoding', () => {
  it('applies the EXIF orientation of a JPEG so the page comes out upright', async () => {
    // Landscape pixels whose EXIF says "turn 90° clockwise to view": a portrait page.
    const stored = await makePageImage(['Upright text'], { rotate: 270, format: 'jpeg', dpi: 60 });
    expect(exifOrientation(stored)).toBe(1);
    const tagged = withExifOrientation(stored, 6);
    expect(exifOrientation(tagged)).toBe(6);
    const plain = await decodeImage('a.jpg', stored, 'jpeg');
    const turned = await decodeImage('b.jpg', tagged, 'jpeg');
    expect(plain.width).toBeGreaterThan(plain.height);
    expect(turned.height).toBeGreaterThan(turned.width);
  });

  it('rejects damaged JPEGs and PNGs with a reason instead of crashing the process', async () => {
    const jpeg = await makePageImage(['Some text'], { format: 'jpeg', dpi: 60 });
    const png = await makePageImage(['Some text'], { dpi: 60 });
    const zeroed = jpeg.slice();
    zeroed.fill(0x37, 400, zeroed.length - 2);
    const ihdr = Buffer.from(png.subarray(8, 33));
    const noData = Buffer.concat([Buffer.from(png.subarray(0, 8)), ihdr, pngChunk('IEND', Buffer.alloc(0))]);
    const shortData = Buffer.concat([
      Buffer.from(png.subarray(0, 8)),
      ihdr,
      pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(100))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const cases: [string, Uint8Array, 'jpeg' | 'png'][] = [
      ['cut.jpg', jpeg.subarray(0, 200), 'jpeg'],
      ['head.jpg', jpeg.subarray(0, 4), 'jpeg'],
      ['zeroed.jpg', zeroed, 'jpeg'],
      ['cut.png', png.subarray(0, png.length - 100), 'png'],
      ['nodata.png', noData, 'png'],
      ['short.png', shortData, 'png'],
    ];
    for (const [name, bytes, kind] of cases) {
      await expect(decodeImage(name, bytes, kind), name).rejects.toThrow(
        new ExtractionInputError(`The image "${name}" is damaged and cannot be read.`),
      );
    }
    expect(isIntactPng(png)).toBe(true);
    expect(isIntactPng(noData)).toBe(false);
  });

  it('accepts an intact interlaced PNG and decodes it', async () => {
    // 10 × 9 grey, Adam7: rows of the seven passes, each with a filter-type byte of 0.
    const [width, height] = [10, 9];
    const passes = [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ].map(([x0, y0, dx, dy]) => [Math.ceil((width - x0!) / dx!), Math.ceil((height - y0!) / dy!)] as const);
    const raw = Buffer.concat(
      passes.flatMap(([w, h]) =>
        w > 0 && h > 0 ? Array.from({ length: h }, () => Buffer.alloc(1 + w, 0)) : [],
      ),
    );
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 0, 0, 0, 1], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', zlib.deflateSync(raw)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(isIntactPng(png)).toBe(true);
    const canvas = await decodeImage('interlaced.png', png, 'png');
    expect(canvas.width / canvas.height).toBeCloseTo(width / height, 1);
    // One row short: refused.
    const short = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('IDAT', zlib.deflateSync(raw.subarray(0, raw.length - 2))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(isIntactPng(short)).toBe(false);
  });

  it('tells blank paper from a page with print', async () => {
    const paper = createCanvas(800, 1000);
    const ctx = paper.getContext('2d');
    ctx.fillStyle = '#d8d4cc'; // a dim photo of a blank sheet
    ctx.fillRect(0, 0, 800, 1000);
    expect(isBlank(toGray(paper))).toBe(true);
    const page = await decodeImage('p.png', await makePageImage(STATEMENT_LINES, { dpi: 100 }), 'png');
    expect(isBlank(toGray(page))).toBe(false);
  });

  it('measures how far the text lines are turned', async () => {
    for (const degrees of [-3, 0, 2.5, 4]) {
      const page = await decodeImage(
        'p.png',
        await makePageImage(STATEMENT_LINES, { rotate: degrees, dpi: 120 }),
        'png',
      );
      expect(estimateSkew(toGray(page)), `${degrees}°`).toBeCloseTo(degrees, 0);
    }
  });

  it('measures the turn of a photo whose paper is shadowed toward one edge', async () => {
    for (const degrees of [-2.5, 2]) {
      const page = await decodeImage(
        'p.png',
        await makePageImage(STATEMENT_LINES, { rotate: degrees, dpi: 120 }),
        'png',
      );
      const gray = toGray(page);
      // The lid's shadow: the paper darkens over the bottom third of the page to 40% of its light.
      for (let y = 0; y < gray.height; y++) {
        const f = Math.max(0.4, Math.min(1, 1 - ((y / gray.height - 0.66) / 0.34) * 0.6));
        for (let x = 0; x < gray.width; x++)
          gray.data[y * gray.width + x] = gray.data[y * gray.width + x]! * f;
      }
      expect(estimateSkew(gray), `${degrees}°`).toBeCloseTo(degrees, 0);
    }
  });

  it('straightens a scan on grey paper without white corners that would look like uneven light', () => {
    // An evenly lit scan of a tinted form: grey paper, print in rows, 1.5° off.
    const page = createCanvas(850, 1100);
    const ctx = page.getContext('2d');
    ctx.fillStyle = 'rgb(214, 214, 214)';
    ctx.fillRect(0, 0, 850, 1100);
    ctx.fillStyle = '#202020';
    ctx.font = '16px sans-serif';
    for (let y = 80; y < 1050; y += 30)
      ctx.fillText('9  Add lines 1z, 2b, 3b. This is your total income    152,981', 60, y);
    const gray = toGray(page);
    expect(normaliseBackground(gray, 100)).toBeNull();
    // White wedges in the uncovered corners read as paper 40 levels brighter: 'uneven' (failed before).
    expect(normaliseBackground(toGray(rotateCanvas(page, -1.5)), 100)).not.toBeNull();
    expect(normaliseBackground(toGray(rotateCanvas(page, -1.5, paperGray(gray))), 100)).toBeNull();
  });
});
