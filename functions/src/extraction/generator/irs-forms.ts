// Official IRS fillable forms from the benchmark corpus, filled with known values. The corpus sits
// beside the repository and is never copied into it; without it these variants are unavailable.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR =
  process.env.DOCLEDGER_CORPUS_DIR ??
  fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

export function corpusPath(relative: string): string | null {
  const p = `${CORPUS_DIR.replace(/\/?$/, '/')}${relative}`;
  return existsSync(p) ? p : null;
}

export function corpusForm(relative: string): Uint8Array | null {
  const p = corpusPath(relative);
  return p ? new Uint8Array(readFileSync(p)) : null;
}

export { fillForm } from '../parsers/test-forms';
