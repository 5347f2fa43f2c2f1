// Tuned W-2, 1099 and 1040 layout families written by a helper who does not run the engine
// (session 14), so the tuners meet layouts they did not design. Tuned: tests and tuning loops may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_S14_FORM_FAMILIES: WrittenFamilies = {};
