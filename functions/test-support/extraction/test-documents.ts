// Small documents built in memory for the reading-stage tests (no binary fixtures in the repo).
// Images are drawn by rendering a pdf-lib PDF with pdfjs, whose bundled fonts make the result the
// same on every machine, unlike canvas text that depends on the system's fonts.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rotateCanvas } from '../../src/extraction/read/image';
import { Deadline } from '../../src/extraction/read/input-guard';
import { openPdf } from '../../src/extraction/read/pdf-text';
import { renderPage } from '../../src/extraction/read/render';

export const A4: [number, number] = [595.28, 841.89];

export interface TextPdfOptions {
  pageSize?: [number, number];
  fontSize?: number;
  /** Extra empty pages appended (image-only pages in effect: no text layer). */
  blankPages?: number;
  useObjectStreams?: boolean;
}

/** One page per entry; each line drawn top-down from the top-left margin. */
export async function makeTextPdf(pages: string[][], options: TextPdfOptions = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [width, height] = options.pageSize ?? A4;
  const size = options.fontSize ?? 11;
  for (const lines of pages) {
    const page = pdf.addPage([width, height]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: height - 60 - i * size * 1.6, size, font }));
  }
  for (let i = 0; i < (options.blankPages ?? 0); i++) pdf.addPage([width, height]);
  return pdf.save({ useObjectStreams: options.useObjectStreams ?? true });
}

/**
 * Appends an incremental update whose trailer points at a Standard-security /Encrypt dictionary
 * with a user password that is not empty (pdf-lib cannot encrypt): readers must ask for a password.
 */
export async function makePasswordProtectedPdf(): Promise<Uint8Array> {
  const base = await makeTextPdf([['Confidential statement']], { useObjectStreams: false });
  const text = Buffer.from(base).toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(text)?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text)?.[1];
  const prev = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  const hex32 = (byte: string) => byte.repeat(32);
  const encryptObject = `${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${hex32('5a')}> /U <${hex32('c3')}> >>\nendobj\n`;
  const objOffset = base.length + 1;
  const body = `\n${encryptObject}`;
  const xrefOffset = base.length + body.length;
  const xref = `xref\n${size} 1\n${String(objOffset).padStart(10, '0')} 00000 n \n`;
  const trailer = `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${prev} /Encrypt ${size} 0 R /ID [<${hex32('ab').slice(0, 32)}> <${hex32('ab').slice(0, 32)}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(base), Buffer.from(body + xref + trailer, 'latin1')]));
}

export interface PageImageOptions {
  /** Clockwise degrees applied after drawing (90 = text running downwards). */
  rotate?: number;
  dpi?: number;
  format?: 'png' | 'jpeg';
  fontSize?: number;
}

/** A photographed-page stand-in: the lines rendered to pixels, optionally turned. */
export async function makePageImage(lines: string[], options: PageImageOptions = {}): Promise<Uint8Array> {
  const pdfBytes = await makeTextPdf([lines], { fontSize: options.fontSize ?? 14 });
  const deadline = new Deadline(30_000);
  const pdf = await openPdf(pdfBytes, deadline);
  try {
    const { canvas } = await renderPage(await pdf.getPage(1), deadline, options.dpi ?? 200);
    const turned = options.rotate ? rotateCanvas(canvas, options.rotate) : canvas;
    return new Uint8Array(
      options.format === 'jpeg' ? turned.toBuffer('image/jpeg', 92) : turned.toBuffer('image/png'),
    );
  } finally {
    deadline.dispose();
    await pdf.destroy();
  }
}

/** Inserts an EXIF APP1 segment carrying only an Orientation tag into a JPEG. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return new Uint8Array(
    Buffer.concat([Buffer.from(jpeg.subarray(0, 2)), app1, Buffer.from(jpeg.subarray(2))]),
  );
}

export const STATEMENT_LINES = [
  'FIRST NATIONAL BANK',
  'Statement Period: January 1, 2024 to January 31, 2024',
  'Account Number: 1234567890',
  'Opening Balance 1,250.00',
  'Deposits and Credits 3,400.00',
  'Withdrawals and Debits 2,150.75',
  'Closing Balance 2,499.25',
  '01/05 Grocery Store Purchase 84.20',
  '01/12 Payroll Deposit Acme Corporation 3,400.00',
  '01/20 Electric Utility Payment 120.55',
];

/** A "scanned" PDF: each page only an image, plus optional text pages first (a mixed document). */
export async function makeScannedPdf(images: Uint8Array[], textPages: string[][] = []): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await makeTextPdf(textPages.length ? textPages : [[]]));
  if (textPages.length === 0) pdf.removePage(0);
  for (const png of images) {
    const image = await pdf.embedPng(png);
    const page = pdf.addPage(A4);
    page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  }
  return pdf.save();
}
