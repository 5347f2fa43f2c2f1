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
import { SENSITIVE_FIELDS } from '@docledger/shared/domain/document-fields';
import { maskSensitive } from '@docledger/shared/domain/sensitive-fields';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';
import { getKeyById } from '../../db/access/encryption-keys';
import type { DocumentRecord } from '../../db/access/documents';
import { unsealPrivateKey } from '../keys/keys';
import { activeKeyForSealing } from '../keys/provisioning';
import { OAEP_HASH } from '../keys/rsa';

export interface SealedFields {
  sensitiveEnc: string;
  wrappedDataKey: string;
  encryptionKeyId: string;
}

/**
 * The owner's active key, or ENCRYPTION_KEY_REQUIRED. A new account's initial key that is still being
 * generated off the request path is provisioned here (decision 151): sealing runs in the extraction
 * worker, which has the time and memory for it.
 */
export function activeKeyOf(ownerId: string) {
  return activeKeyForSealing(ownerId);
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
 * seal (every field marked `identifier()` in the type's schema), and their masked copies (`••••1234`).
 */
export function splitSensitive(
  type: ExtractableTypeCode,
  fields: Record<string, string | number | boolean | null>,
): {
  clear: Record<string, string | number | boolean | null>;
  secret: Record<string, string>;
  masked: Record<string, string>;
} {
  const specs = SENSITIVE_FIELDS[type];
  const clear: Record<string, string | number | boolean | null> = {};
  const secret: Record<string, string> = {};
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const spec = specs[name];
    if (!spec) {
      clear[name] = value;
      continue;
    }
    const copy = value === null || value === undefined ? null : maskSensitive(String(value), spec.mask, '•');
    if (copy === null) continue;
    secret[name] = String(value);
    masked[name] = copy;
  }
  return { clear, secret, masked };
}
