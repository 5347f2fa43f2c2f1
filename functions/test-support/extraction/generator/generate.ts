// Entry point of the synthetic corpus: one document of a type/layout/seed, as a text-layer PDF,
// a filled AcroForm, or a scan (image-only PDF or a set of page photos), with its ground truth.
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { UNSEEN_FLAG, renderFamily, tunedFamilies } from './grammar';
import { hashString } from './random';
import { SCAN_PROFILES, scanPdf, type ScanProfile } from './scan';
import type { GeneratedDocument, TypeGenerator, TypeGeneratorOptions } from './truth';
import { generateBalanceSheet } from './types/balance-sheet';
import { generateBankStatement } from './types/bank-statement';
import { generateCashFlow } from './types/cash-flow';
import { generateCreditCardStatement } from './types/credit-card-statement';
import { generateInvoice } from './types/invoice';
import { generateIrs1040 } from './types/irs-1040';
import { generateIrs1099 } from './types/irs-1099';
import { generatePayslip } from './types/payslip';
import { generateProfitLoss } from './types/profit-loss';
import { generateW2 } from './types/w2';

export const TYPE_GENERATORS: Record<ExtractableTypeCode, TypeGenerator> = {
  bank_statement: generateBankStatement,
  credit_card_statement: generateCreditCardStatement,
  invoice: generateInvoice,
  payslip: generatePayslip,
  w2: generateW2,
  irs_1040: generateIrs1040,
  irs_1099: generateIrs1099,
  profit_loss: generateProfitLoss,
  balance_sheet: generateBalanceSheet,
  cash_flow: generateCashFlow,
};

/**
 * Layouts per type; the 1099 cycles its four variants through grid and statement styles, the 1040
 * adds a flattened (printed) copy of the official form.
 */
export const LAYOUT_COUNT: Record<ExtractableTypeCode, number> = {
  bank_statement: 4,
  credit_card_statement: 4,
  invoice: 4,
  payslip: 4,
  w2: 4,
  irs_1040: 5,
  irs_1099: 8,
  profit_loss: 4,
  balance_sheet: 4,
  cash_flow: 4,
};

export interface GenerateRequest {
  type: ExtractableTypeCode;
  /** One of the hand-drawn layouts (0..LAYOUT_COUNT-1); ignored when `family` is set. */
  layout?: number;
  /**
   * A layout family of the grammar (grammar/index.ts). Held-out families (grammar/families.ts)
   * are refused unless the bench-only flag is set.
   */
  family?: string;
  /** Bench only: allows held-out families. No test or tuning loop may set this. */
  [UNSEEN_FLAG]?: boolean;
  seed: number;
  scan?: boolean;
  /** For scans: page photos (JPEG per page) instead of an image-only PDF. */
  photos?: boolean;
  /** For scans: a named set of scan effects (default: the default profile). */
  scanProfile?: ScanProfile;
  options?: TypeGeneratorOptions;
}

export async function generateDocument(req: GenerateRequest): Promise<GeneratedDocument> {
  const rendered = req.family
    ? await renderFamily(req.type, req.family, req.seed, {
        ...req.options,
        [UNSEEN_FLAG]: req[UNSEEN_FLAG] === true,
      })
    : await TYPE_GENERATORS[req.type](req.seed, req.layout ?? 0, req.options);
  const base = `${req.type}-${rendered.layout}-${req.seed}`;
  if (!req.scan) {
    return {
      id: base,
      documentType: req.type,
      layout: rendered.layout,
      variant: rendered.form ? 'form' : 'text',
      seed: req.seed,
      pages: rendered.pages,
      files: [{ name: `${base}.pdf`, bytes: rendered.pdf }],
      truth: rendered.truth,
    };
  }
  const scanned = await scanPdf(rendered.pdf, req.seed, SCAN_PROFILES[req.scanProfile ?? 'default']);
  const id = `${base}-scan${req.photos ? '-photo' : ''}`;
  return {
    id,
    documentType: req.type,
    layout: rendered.layout,
    variant: 'scan',
    seed: req.seed,
    pages: rendered.pages,
    files: req.photos
      ? scanned.images.map((bytes, i) => ({
          name: `${id}-p${i + 1}.${scanned.format === 'png' ? 'png' : 'jpg'}`,
          bytes,
        }))
      : [{ name: `${id}.pdf`, bytes: scanned.pdf }],
    truth: rendered.truth,
  };
}

export interface SetRequest {
  types?: readonly ExtractableTypeCode[];
  /** Documents per type; layouts cycle so every layout appears once per LAYOUT_COUNT documents. */
  perType: number;
  scans?: boolean;
  seed?: number;
  /** Also cycle through the grammar's tuned families (never the held-out ones). */
  grammar?: boolean;
}

/** Requests for a set: text-layer (or form) documents, plus the same documents scanned when asked. */
export function setRequests(req: SetRequest): GenerateRequest[] {
  const out: GenerateRequest[] = [];
  for (const type of req.types ?? EXTRACTABLE_TYPE_CODES) {
    for (let i = 0; i < req.perType; i++) {
      const seed = (req.seed ?? 1000) + i * 7919 + (hashString(type) % 1_000_000);
      const families = req.grammar ? tunedFamilies(type) : [];
      const slots = LAYOUT_COUNT[type] + families.length;
      const k = i % slots;
      const base: GenerateRequest =
        k < LAYOUT_COUNT[type]
          ? { type, layout: k, seed }
          : { type, family: families[k - LAYOUT_COUNT[type]], seed };
      out.push(base);
      if (req.scans) out.push({ ...base, scan: true, photos: i % 2 === 1 });
    }
  }
  return out;
}
