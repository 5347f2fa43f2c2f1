// The contract between the extraction stages: reading (PDF text layer, AcroForm fields, OCR)
// produces DocumentText; a per-type parser turns it into an ExtractionResult; checks run on it.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';

/** One word (or text run) on a page, in PDF points with the origin at the TOP-left of the page. */
export interface TextItem {
  text: string;
  x: number;
  y: number; // top of the glyph box, growing downwards
  width: number;
  height: number;
  /** OCR word confidence 0-1; 1 for a text layer. */
  confidence: number;
}

export interface PageText {
  pageNumber: number; // 1-based
  width: number;
  height: number;
  items: TextItem[];
  source: 'text-layer' | 'ocr';
}

export interface DocumentText {
  pages: PageText[];
  /** Filled AcroForm fields by fully-qualified name (IRS forms), empty when none. */
  formFields: Record<string, string>;
  /** Whole-document plain text in reading order (lines joined by \n, pages by \f). */
  plainText: string;
}

export type ScalarValue = string | number | boolean | null;
export type ChildRow = Record<string, ScalarValue>;

export interface CheckResult {
  /** Stable id, e.g. "bank.balance_equation", "bank.running_balance". */
  id: string;
  description: string;
  passed: boolean;
  /** The values involved (expected/actual/difference, or the first failing row). */
  values: Record<string, ScalarValue>;
  /** Field names (or "transactions[3].amount") whose confidence a failure lowers. */
  fields: string[];
  /**
   * Values a passed equality check ties to each other (same keys as `fields`): read independently
   * and agreeing to the cent, each confirms the others. Inequality checks and checks with a
   * percentage tolerance confirm nothing and leave it out.
   */
  verified?: string[];
}

export interface ExtractionMetadata {
  extractor: 'local' | 'claude';
  model: string; // model label, e.g. "DocLedger Local Engine" or the Claude model id
  pages: number;
  source: 'text-layer' | 'ocr' | 'form-fields' | 'mixed' | 'none';
  timings: Record<string, number>; // ms per stage
  usage?: { inputTokens: number; outputTokens: number; cacheReadTokens: number; cacheWriteTokens: number };
  /** Present when the document looks like another type than the one chosen. */
  suspectedType?: ExtractableTypeCode;
  warnings?: string[];
  /** Present only when extraction failed: a user-readable reason. */
  error?: string;
}

/** The CLI contract of issue 4: child arrays sit beside `fields`. */
export interface ExtractionResult {
  documentType: ExtractableTypeCode;
  fields: Record<string, ScalarValue>;
  transactions?: ChildRow[];
  lineItems?: ChildRow[];
  box12_codes?: ChildRow[];
  box14_other?: ChildRow[];
  stateTaxInfo?: ChildRow[];
  dependents?: ChildRow[];
  confidence: number; // 0-1 overall
  fieldConfidence: Record<string, number>; // scalar fields and "transactions[i].amount"-style keys
  checks: CheckResult[];
  /**
   * True when a person (or Claude, in auto mode) should look at the result: an expected field is
   * missing, a check failed or could not run, only derived values were checked, a value was
   * repaired, or some field's confidence is low. The reasons say which, in words.
   */
  reviewRequired: boolean;
  reviewReasons: string[];
  /**
   * How a value was obtained when not simply read: "derived" (computed from other values, e.g. a
   * total summed from rows) or "repaired" (a misread changed so the checks hold); "verified" when it
   * was read and a check that could have failed ties it to other values read (a sum that holds to
   * the cent). Keys as in fieldConfidence; values only read are not listed.
   */
  provenance?: Record<string, Provenance>;
  metadata: ExtractionMetadata;
}

export type Provenance = 'read' | 'derived' | 'repaired' | 'verified';

/** Every child-row array a result can hold: scoring and the review walk them all. */
export const CHILD_ARRAYS = [
  'transactions',
  'lineItems',
  'box12_codes',
  'box14_other',
  'stateTaxInfo',
  'dependents',
] as const;

export type ChildArrayName = (typeof CHILD_ARRAYS)[number];

export interface ExtractionInput {
  documentType: ExtractableTypeCode;
  /** One PDF, or one or more JPG/PNG page images (a multi-page photo set). */
  files: { name: string; bytes: Uint8Array }[];
  /** From the document-type config (1-50). */
  maxPages: number;
}

/** Thrown for bad input; its message is shown to the user as the failure reason. */
export class ExtractionInputError extends Error {
  override name = 'ExtractionInputError';
}

/** What a per-type parser returns; the pipeline adds overall confidence and metadata. */
export type ParsedDocument = Omit<
  ExtractionResult,
  'documentType' | 'confidence' | 'metadata' | 'reviewRequired' | 'reviewReasons'
> & {
  warnings?: string[];
  /** The name of this reading when the parser offers alternatives ("credits in their own column"). */
  reading?: string;
  /**
   * Readings of the page the parser could not rule out (readings.ts): the pipeline scores each with
   * the type's checks and keeps the best supported. Never part of the result.
   */
  alternatives?: AlternativeReading[];
};

/** A reading of the page other than the parser's preferred one, named in words ("credits as negatives"). */
export interface AlternativeReading {
  what: string;
  parsed: ParsedDocument;
}

/** One per extractable type, in functions/src/extraction/parsers/<type-kebab>.ts. */
export type TypeParser = (doc: DocumentText) => ParsedDocument;
