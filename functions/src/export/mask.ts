// Sensitive identifiers never leave DocLedger in full through an export (decision 050): every
// writer masks them here, whether it was handed the decrypted value or the stored masked copy.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { ExportDocument } from './types';

/** Header fields holding account/routing numbers, SSNs, TINs/EINs or employee ids, per type. */
export const SENSITIVE_FIELDS: Readonly<Partial<Record<ExtractableTypeCode, readonly string[]>>> = {
  bank_statement: ['accountNumber'],
  credit_card_statement: ['accountNumber'],
  payslip: ['employeeId'],
  w2: ['employeeSSN', 'employerEIN'],
  irs_1040: ['taxpayerSSN', 'spouseSSN', 'line35b_routingNumber', 'line35d_accountNumber'],
  irs_1099: ['payerTIN', 'recipientTIN', 'accountNumber'],
};

/** Leading mask characters of an already-masked value (`****1234`, `XXX-XX-1234`, `••••1234`). */
const MASK_PREFIX = /^[\s*•Xx-]*[*•Xx][\s*•Xx-]*/;

/** The visible letters/digits of an identifier, and whether it was already masked. */
function visible(value: string): { chars: string; alreadyMasked: boolean } {
  const prefix = MASK_PREFIX.exec(value)?.[0] ?? '';
  const alreadyMasked = prefix !== '' && /[*•]|[Xx]{2}/.test(prefix);
  const rest = alreadyMasked ? value.slice(prefix.length) : value;
  return { chars: rest.replace(/[^0-9A-Za-z]/g, ''), alreadyMasked };
}

/**
 * `****1234`: the last 4 letters/digits behind four asterisks. A value of 4 or fewer characters
 * is the whole secret and is fully hidden (`****`), unless it is already only the tail of a longer
 * number: an already-masked value, or a field that by nature holds the last digits (a card's
 * "ending in 1234": `shortIsLast4`).
 */
export function maskIdentifier(value: string | null | undefined, shortIsLast4 = false): string | null {
  if (value == null || value.trim() === '') return null;
  const { chars, alreadyMasked } = visible(value);
  if (chars === '' || (chars.length <= 4 && !shortIsLast4 && !alreadyMasked)) return '****';
  return `****${chars.slice(-4)}`;
}

/** The last 4 letters/digits of an identifier (OFX account ids, IIF account names), or null. */
export function last4(value: string | null | undefined): string | null {
  const { chars } = visible(value ?? '');
  return chars.length === 0 ? null : chars.slice(-4);
}

/** A copy of the document with its sensitive header fields masked, and the names it masked. */
export function maskDocument<D extends ExportDocument>(doc: D): { doc: D; masked: string[] } {
  const names = SENSITIVE_FIELDS[doc.type] ?? [];
  const fields: Record<string, unknown> = { ...doc.fields };
  for (const name of names) {
    const v = fields[name];
    if (typeof v === 'string') {
      fields[name] = maskIdentifier(v, doc.type === 'credit_card_statement');
    }
  }
  return { doc: { ...doc, fields } as D, masked: [...names] };
}
