// Held-out layout families written by a helper who does not tune the engine (session 15).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import type { WrittenFamilies } from './types';

export const H15_FAMILIES: WrittenFamilies = {};
