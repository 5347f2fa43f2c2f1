// Sensitive identifiers never leave DocLedger in full through an export (decision 050): every
// writer masks them here, whether it was handed the decrypted value or the stored masked copy. Which
// fields are sensitive and how each is masked is the one definition in the shared field schemas
// (`identifier()` in document-fields.ts, SENSITIVE_FIELDS).
import { SENSITIVE_FIELDS } from '@docledger/shared/domain/document-fields';
import { maskSensitive, type SensitiveMask } from '@docledger/shared/domain/sensitive-fields';
import type { ExportDocument } from './types';

export { last4 } from '@docledger/shared/domain/sensitive-fields';

/**
 * `****1234`: the last 4 letters/digits behind four asterisks. A value of 4 or fewer characters
 * is the whole secret and is fully hidden (`****`), unless it is already only the tail of a longer
 * number: an already-masked value, or a `printedLast4` field (a card's "ending in 1234").
 */
export function maskIdentifier(
  value: string | null | undefined,
  mask: SensitiveMask = 'last4',
): string | null {
  return maskSensitive(value, mask, '*');
}

/** A copy of the document with its sensitive header fields masked, and the names it masked. */
export function maskDocument<D extends ExportDocument>(doc: D): { doc: D; masked: string[] } {
  const specs = SENSITIVE_FIELDS[doc.type] ?? {};
  const fields: Record<string, unknown> = { ...doc.fields };
  for (const [name, spec] of Object.entries(specs)) {
    const v = fields[name];
    if (typeof v === 'string') fields[name] = maskIdentifier(v, spec.mask);
  }
  return { doc: { ...doc, fields } as D, masked: Object.keys(specs) };
}
