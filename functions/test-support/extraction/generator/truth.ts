import type { ChildArrayName, ChildRow, ExtractionResult, ScalarValue } from '../../../src/extraction/types';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';

/** Ground truth in the CLI output shape: only the keys a document really shows are present. */
export type GroundTruth = {
  documentType: ExtractableTypeCode;
  fields: Record<string, ScalarValue>;
} & Partial<Record<ChildArrayName, ChildRow[]>>;

export type Variant = 'text' | 'scan' | 'form';

export interface GeneratedFile {
  name: string;
  bytes: Uint8Array;
}

export interface GeneratedDocument {
  id: string;
  documentType: ExtractableTypeCode;
  layout: string;
  variant: Variant;
  seed: number;
  pages: number;
  files: GeneratedFile[];
  truth: GroundTruth;
}

/** What a type generator produces before any scanning. */
export interface RenderedDocument {
  layout: string;
  pdf: Uint8Array;
  pages: number;
  truth: GroundTruth;
  /** True when the PDF carries filled AcroForm fields rather than printed text. */
  form?: boolean;
}

export interface TypeGeneratorOptions {
  /** Transactions (statements) or line items; a generator picks a realistic count when absent. */
  rows?: number;
  /**
   * An ISO date (YYYY-MM-DD) the document is dated relative to: bank and credit-card statements cover
   * the month before it (the first-run demo passes today, so its analysis charts have data). Absent:
   * the seed picks a year 2022-2025, as always (the same seed gives the same document either way,
   * apart from its dates).
   */
  anchor?: string;
}

export type TypeGenerator = (
  seed: number,
  layout: number,
  opts?: TypeGeneratorOptions,
) => Promise<RenderedDocument>;

export function assertNever(x: never): never {
  throw new Error(`unexpected ${String(x)}`);
}

export type { ExtractionResult };
