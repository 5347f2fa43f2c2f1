// Where the benchmark corpus is: beside the repository (`../shared/corpus` from the repo root), never copied
// into it; DOCLEDGER_CORPUS_DIR overrides. Tests and benchmarks that need it skip that part when it is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR =
  process.env.DOCLEDGER_CORPUS_DIR ?? fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));

/** Absolute path of a corpus file or folder, or null when it is not there. */
export function corpusPath(relative: string): string | null {
  const p = path.join(CORPUS_DIR, relative);
  return existsSync(p) ? p : null;
}

export function corpusForm(relative: string): Uint8Array | null {
  const p = corpusPath(relative);
  return p ? new Uint8Array(readFileSync(p)) : null;
}

/**
 * A corpus path for a test that needs it, or null after saying loudly that the test is skipped and why
 * (a silently skipped corpus test looks like a passing one in CI).
 */
export function corpusForTest(relative: string, what: string): string | null {
  const p = corpusPath(relative);
  if (!p) {
    console.warn(
      `\n⚠ SKIPPED (no corpus): ${what}. Not found: ${path.join(CORPUS_DIR, relative)}. ` +
        'Put the corpus beside the repository (../shared/corpus) or set DOCLEDGER_CORPUS_DIR.\n',
    );
  }
  return p;
}
