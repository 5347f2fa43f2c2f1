// The layout grammar's entry: every family of every type, and rendering one document of a family.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { RenderedDocument, TypeGeneratorOptions } from '../truth';
import { compose } from './compose';
import { INVOICE_FAMILIES, PAYSLIP_FAMILIES, invoiceGrammar, payslipGrammar } from './documents';
import { HELD_OUT_FAMILIES, HeldOutFamilyError, UNSEEN_FLAG, isHeldOut } from './families';
import { BS_FAMILIES, CF_FAMILIES, PL_FAMILIES, financialGrammar } from './financials';
import {
  IRS1040_FAMILIES,
  IRS1099_FAMILIES,
  W2_FAMILIES,
  irs1040Grammar,
  irs1099Grammar,
  w2Grammar,
} from './forms';
import { BANK_FAMILIES, CARD_FAMILIES, bankGrammar, cardGrammar } from './statements';
import type { GrammarOutput } from './types';
import { H10_FAMILIES } from './unseen-h10';
import { H11_FAMILIES } from './unseen-h11';
import { H12_FAMILIES } from './unseen-h12';
import { H13_FAMILIES } from './unseen-h13';
import { H14_FAMILIES } from './unseen-h14';
import { H15_FAMILIES } from './unseen-h15';
import { WRITTEN_1099_FAMILIES } from './written-1099';
import { WRITTEN_FINANCIAL_FAMILIES } from './written-financials';
import { WRITTEN_FORM_FAMILIES } from './written-forms';
import { WRITTEN_PAY_FAMILIES } from './written-pay';
import { WRITTEN_S14_DOCUMENT_FAMILIES } from './written-s14-documents';
import { WRITTEN_S14_FORM_FAMILIES } from './written-s14-forms';
import { WRITTEN_STATEMENT_FAMILIES } from './written-statements';
import { WRITTEN_W2_FAMILIES } from './written-w2';

export { HELD_OUT_FAMILIES, HeldOutFamilyError, UNSEEN_FLAG, isHeldOut };

type Render = (seed: number, family: string, opts: TypeGeneratorOptions) => GrammarOutput;

function registry<C>(
  families: Record<string, C>,
  f: (seed: number, c: C, opts: TypeGeneratorOptions, family: string) => GrammarOutput,
): { names: string[]; render: Render } {
  return {
    names: Object.keys(families),
    render: (seed, family, opts) => {
      const c = families[family];
      if (!c) throw new Error(`unknown layout family ${family}`);
      return f(seed, c, opts, family);
    },
  };
}

const GRAMMARS: Record<ExtractableTypeCode, { names: string[]; render: Render }> = {
  bank_statement: registry(BANK_FAMILIES, (s, c, o) => bankGrammar(s, c, o.rows)),
  credit_card_statement: registry(CARD_FAMILIES, (s, c, o, f) => cardGrammar(s, c, o.rows, f)),
  invoice: registry(INVOICE_FAMILIES, (s, c, o) => invoiceGrammar(s, c, o.rows)),
  payslip: registry(PAYSLIP_FAMILIES, (s, c) => payslipGrammar(s, c)),
  w2: registry(W2_FAMILIES, (s, c) => w2Grammar(s, c)),
  irs_1099: registry(IRS1099_FAMILIES, (s, c) => irs1099Grammar(s, c)),
  irs_1040: registry(IRS1040_FAMILIES, (s, c) => irs1040Grammar(s, c)),
  profit_loss: registry(PL_FAMILIES, (s, c) => financialGrammar('profit_loss', s, c)),
  balance_sheet: registry(BS_FAMILIES, (s, c) => financialGrammar('balance_sheet', s, c)),
  cash_flow: registry(CF_FAMILIES, (s, c) => financialGrammar('cash_flow', s, c)),
};

// Families written apart from the grammar's choice tables, one render function each: the held-out
// ones of decision 195 and tuned ones added later (written-*.ts; held out only if families.ts says so).
type Family = (seed: number) => GrammarOutput;
for (const written of [
  H10_FAMILIES,
  H11_FAMILIES,
  H12_FAMILIES,
  H13_FAMILIES,
  H14_FAMILIES,
  H15_FAMILIES,
  WRITTEN_FORM_FAMILIES,
  WRITTEN_W2_FAMILIES,
  WRITTEN_PAY_FAMILIES,
  WRITTEN_1099_FAMILIES,
  WRITTEN_STATEMENT_FAMILIES,
  WRITTEN_FINANCIAL_FAMILIES,
  WRITTEN_S14_FORM_FAMILIES,
  WRITTEN_S14_DOCUMENT_FAMILIES,
])
  for (const [type, families] of Object.entries(written) as [ExtractableTypeCode, Record<string, Family>][]) {
    const base = GRAMMARS[type];
    GRAMMARS[type] = {
      names: [...base.names, ...Object.keys(families)],
      render: (seed, family, opts) => {
        const f = families[family];
        return f ? f(seed) : base.render(seed, family, opts);
      },
    };
  }

/** Every grammar family of a type, tuned and held out. */
export function allFamilies(type: ExtractableTypeCode): string[] {
  return [...GRAMMARS[type].names];
}

/** The families tests and tuning may use. */
export function tunedFamilies(type: ExtractableTypeCode): string[] {
  return GRAMMARS[type].names.filter((f) => !isHeldOut(type, f));
}

export interface FamilyRequestFlags {
  /** Only bench/extraction.bench.ts may set this. */
  [UNSEEN_FLAG]?: boolean;
}

export async function renderFamily(
  type: ExtractableTypeCode,
  family: string,
  seed: number,
  opts: TypeGeneratorOptions & FamilyRequestFlags = {},
): Promise<RenderedDocument> {
  if (isHeldOut(type, family) && opts[UNSEEN_FLAG] !== true) throw new HeldOutFamilyError(type, family);
  const g = GRAMMARS[type].render(seed, family, opts);
  const { pdf, pages } = await compose(g.blocks, {
    font: g.font,
    margin: g.margin,
    ...(g.footer ? { footer: g.footer } : {}),
    ...(g.runningHeader ? { runningHeader: g.runningHeader } : {}),
  });
  return { layout: `grammar-${family}`, pdf, pages, truth: g.truth };
}
