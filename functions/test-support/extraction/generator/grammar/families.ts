// Layout families of the grammar, and the held-out set.
//
// HELD-OUT FAMILIES: no test and no tuning loop may generate or look at documents of these
// families. They exist so the benchmark can report how the engine does on layouts nobody tuned
// it on (issue 9: "that figure, not the one on families you tuned on, is the one that counts").
// The generator refuses them unless the bench-only flag below is passed, and
// grammar/families.test.ts fails if any *.test.ts passes that flag. Do not move a family in or
// out of this list to improve a score; add new families instead.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';

export const HELD_OUT_FAMILIES: Record<ExtractableTypeCode, readonly string[]> = {
  bank_statement: [
    'category-parens-sidebar',
    'posted-marker-grid',
    'sections-ref-zebra',
    'trailing-minus-posted-balance',
    'h12-d',
  ],
  credit_card_statement: [
    'category-parens-grid',
    'sections-cr-sidebar',
    'split-category-end',
    'split-ref-first-members',
    'h11-c',
    'h13-a',
    'h15-d',
  ],
  invoice: ['code-first-grid', 'qty-last-sidebar', 'h14-d'],
  payslip: [
    'ruled-grid-codes',
    'single-table-ytd-first',
    'stacked-codes-negative-ytd',
    'h10-a',
    'h11-a',
    'h12-a',
    'h14-c',
  ],
  w2: ['transcript-caps', 'grid-shuffled-dash', 'h11-e', 'h13-b', 'h15-a'],
  irs_1099: ['payer-bottom-grid', 'transcript-dash', 'h10-d', 'h11-d', 'h12-b', 'h14-b', 'h15-b'],
  irs_1040: [
    'transcript-plain',
    'two-column-lines',
    'two-year-comparison',
    'h10-b',
    'h11-b',
    'h13-c',
    'h15-c',
  ],
  profit_loss: ['prior-first-percent', 'months-header-codes', '10k-notes-thousands', 'h10-c', 'h12-c'],
  balance_sheet: ['prior-first-subtotals', 'leaders-timestamp', '10k-notes-continued', 'h13-d'],
  cash_flow: ['prior-first-supplemental', 'leaders-dash-zero', '10k-continued-thousands', 'h14-a'],
};

/**
 * The option name a request must carry (set to true) to get a held-out family. Only the
 * benchmark (bench/extraction.bench.ts) passes it.
 */
export const UNSEEN_FLAG = 'unseenFamiliesForBenchmarkOnly' as const;

export class HeldOutFamilyError extends Error {
  constructor(type: string, family: string) {
    super(
      `layout family ${type}/${family} is held out: only the extraction benchmark may generate it (${UNSEEN_FLAG})`,
    );
  }
}

export function isHeldOut(type: ExtractableTypeCode, family: string): boolean {
  return HELD_OUT_FAMILIES[type].includes(family);
}
