// Sensitive identifiers of documents (DESIGN §8): sealed per document with a random AES-256-GCM key that
// is wrapped by the owner's active RSA-OAEP public key; lists carry only masked last-4 copies.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  publicEncrypt,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';
import { getKeyById, listKeysByUser } from '../../db/access/encryption-keys';
import type { DocumentRecord } from '../../db/access/documents';
import { EncryptionKeyRequiredError } from '../../platform/errors';
import { unsealPrivateKey } from '../keys/keys';
import { OAEP_HASH } from '../keys/rsa';

export const SENSITIVE_FIELDS: Record<ExtractableTypeCode, readonly string[]> = {
  bank_statement: ['accountNumber'],
  credit_card_statement: ['accountNumber'],
  payslip: ['employeeId'],
  w2: ['employeeSSN', 'employerEIN'],
  irs_1040: ['taxpayerSSN', 'spouseSSN', 'line35b_routingNumber', 'line35d_accountNumber'],
  irs_1099: ['payerTIN', 'recipientTIN', 'accountNumber'],
  invoice: [],
  profit_loss: [],
  balance_sheet: [],
  cash_flow: [],
};

/** Last 4 characters behind bullets; values of 4 or fewer characters are fully masked (spec part 2 §2.5). */
export function maskLast4(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 4) return '••••';
  return `••••${compact.slice(-4)}`;
}

/**
 * Card statements print only "ending in 4321": those four digits are what every statement shows, and
 * without them two cards cannot be told apart in lists and accounting exports. Other identifiers of four
 * characters or fewer (an SSN fragment, a short employee id) stay fully hidden.
 */
function isPrintedLast4(name: string, value: string): boolean {
  return name === 'accountNumber' && /^\d{4}$/.test(value.trim());
}

export interface SealedFields {
  sensitiveEnc: string;
  wrappedDataKey: string;
  encryptionKeyId: string;
}

/** The owner's active key, or ENCRYPTION_KEY_REQUIRED. */
export async function activeKeyOf(ownerId: string) {
  const key = (await listKeysByUser(ownerId)).find((k) => k.isActive);
  if (!key) throw new EncryptionKeyRequiredError();
  return key;
}

/** Seals `values` (plain names → strings) for the owner with their active key. */
export async function sealSensitiveFields(
  ownerId: string,
  values: Record<string, string>,
): Promise<SealedFields> {
  const key = await activeKeyOf(ownerId);
  const dataKey = randomBytes(32);
  try {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    // The document's owner is bound in as AAD: ciphertext copied to another owner does not open.
    cipher.setAAD(Buffer.from(`docledger-document:${ownerId}`));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    const sealed = {
      v: 1,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      c: ciphertext.toString('base64'),
    };
    const wrapped = publicEncrypt(
      {
        key: key.publicKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: OAEP_HASH[key.algorithm as KeyAlgorithm],
      },
      dataKey,
    );
    return {
      sensitiveEnc: Buffer.from(JSON.stringify(sealed)).toString('base64'),
      wrappedDataKey: wrapped.toString('base64'),
      encryptionKeyId: key.keyId,
    };
  } finally {
    dataKey.fill(0);
  }
}

export class SensitiveFieldsUnreadableError extends Error {
  override name = 'SensitiveFieldsUnreadableError';
}

/**
 * The plaintext sensitive fields of a document ({} when it has none). Throws
 * SensitiveFieldsUnreadableError when the key that sealed them was deleted.
 */
export async function openSensitiveFields(
  doc: Pick<DocumentRecord, 'ownerId' | 'sensitiveEnc' | 'wrappedDataKey' | 'encryptionKeyId'>,
): Promise<Record<string, string>> {
  if (!doc.sensitiveEnc || !doc.wrappedDataKey || !doc.encryptionKeyId) return {};
  const key = await getKeyById(doc.ownerId, doc.encryptionKeyId);
  if (!key) throw new SensitiveFieldsUnreadableError('The encryption key of this document was deleted.');
  const privateKey = await unsealPrivateKey(doc.ownerId, doc.encryptionKeyId);
  const dataKey = privateDecrypt(
    {
      key: privateKey,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: OAEP_HASH[key.algorithm as KeyAlgorithm],
    },
    Buffer.from(doc.wrappedDataKey, 'base64'),
  );
  try {
    const sealed = JSON.parse(Buffer.from(doc.sensitiveEnc, 'base64').toString('utf8')) as {
      iv: string;
      tag: string;
      c: string;
    };
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(`docledger-document:${doc.ownerId}`));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.c, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Record<string, string>;
  } finally {
    dataKey.fill(0);
  }
}

/**
 * Splits extracted scalar fields into what may be stored in clear (`fields`), the sensitive values to
 * seal, and their masked copies.
 */
export function splitSensitive(
  type: ExtractableTypeCode,
  fields: Record<string, string | number | boolean | null>,
): {
  clear: Record<string, string | number | boolean | null>;
  secret: Record<string, string>;
  masked: Record<string, string>;
} {
  const names = new Set(SENSITIVE_FIELDS[type]);
  const clear: Record<string, string | number | boolean | null> = {};
  const secret: Record<string, string> = {};
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!names.has(name)) {
      clear[name] = value;
      continue;
    }
    if (value === null || value === undefined || String(value).trim() === '') continue;
    secret[name] = String(value);
    masked[name] = isPrintedLast4(name, String(value))
      ? `••••${String(value).trim()}`
      : maskLast4(String(value));
  }
  return { clear, secret, masked };
}
