// Sample documents for the first-run demo account, the pipeline tests and the pipeline benchmark.
// The ONE import of the synthetic generator outside the extraction engine: when it moves (to
// functions/test-support/), only this file changes.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocumentTypeCode, ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { generateDocument } from '../../../test-support/extraction/generator/generate';
import type { GroundTruth } from '../../../test-support/extraction/generator/truth';

export interface SampleFile {
  name: string;
  bytes: Uint8Array;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
}

export interface SampleDocument {
  documentType: DocumentTypeCode;
  files: SampleFile[];
  /** What the extraction should find (absent for `other`). */
  truth?: GroundTruth;
}

function contentTypeOf(name: string): SampleFile['contentType'] {
  if (name.endsWith('.png')) return 'image/png';
  if (/\.jpe?g$/.test(name)) return 'image/jpeg';
  return 'application/pdf';
}

/** A generated document of a type: a text PDF, or page photos (`photos`) of a scan. */
export async function sampleDocument(
  documentType: DocumentTypeCode,
  opts: {
    seed?: number;
    layout?: number;
    photos?: boolean;
    rows?: number;
    /** YYYY-MM-DD: statements cover the month before it (the demo passes today); else 2022-2025. */
    anchor?: string;
  } = {},
): Promise<SampleDocument> {
  if (documentType === 'other') return { documentType, files: [await otherPdf()] };
  const generated = await generateDocument({
    type: documentType as ExtractableTypeCode,
    layout: opts.layout ?? 0,
    seed: opts.seed ?? 4242,
    ...(opts.photos ? { scan: true, photos: true } : {}),
    ...(opts.rows || opts.anchor
      ? {
          options: {
            ...(opts.rows ? { rows: opts.rows } : {}),
            ...(opts.anchor ? { anchor: opts.anchor } : {}),
          },
        }
      : {}),
  });
  return {
    documentType,
    files: generated.files.map((f) => ({ name: f.name, bytes: f.bytes, contentType: contentTypeOf(f.name) })),
    truth: generated.truth,
  };
}

/** A one-page letter for the `other` type (stored for reference, not extracted). */
async function otherPdf(): Promise<SampleFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    'Lease Agreement - Summary',
    'Premises: 12 Harbour Street, Springfield',
    'Term: 12 months from March 1, 2025',
    'Monthly rent: $1,850.00',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 24, size: i === 0 ? 18 : 12, font }));
  return { name: 'lease-agreement.pdf', bytes: await pdf.save(), contentType: 'application/pdf' };
}
