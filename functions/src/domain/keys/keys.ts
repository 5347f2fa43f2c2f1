// A user's encryption keys (spec part 1 §4, §7; DESIGN §8). Private keys leave this module only sealed
// by KMS; generating or importing a key makes it the active one and the previous one inactive.
import { randomUUID } from 'node:crypto';
import type { ActiveKey, KeyAlgorithm, KeyUsage } from '@docledger/shared/api/schemas/keys';
import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import {
  deleteInactiveKey,
  getKeyById,
  listKeysByUser,
  putActiveKey,
  type EncryptionKeyRecord,
} from '../../db/access/encryption-keys';
import { envelopeDecrypt, envelopeEncrypt } from '../../platform/envelope';
import { clock } from '../../platform/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { generateRsaPair, KeyImportError, validateImportedPair, type KeySize, type PemPair } from './rsa';

/** The key-pair generator, a port: tests observe through it that registration generates nothing. */
export const keyGeneration = {
  generatePair: (keySize: KeySize): Promise<PemPair> => generateRsaPair(keySize),
};

export function privateKeyContext(userId: string, keyId: string): Record<string, string> {
  return { purpose: 'user-private-key', userId, keyId };
}

function toUsage(key: EncryptionKeyRecord): KeyUsage {
  return {
    id: key.keyId,
    isActive: key.isActive,
    safeToDelete: !key.isActive && key.documentCount <= 0 && key.transactionCount <= 0,
    createdAt: key.createdAt,
    keySize: key.keySize as KeySize,
    algorithm: key.algorithm,
    documentCount: Math.max(0, key.documentCount),
    transactionCount: Math.max(0, key.transactionCount),
  };
}

/**
 * Stores the pair as the user's active key. `keyId` is random unless given: the initial key has a
 * deterministic id, so two provisioning attempts create it once (the create is conditional).
 */
export async function storeAsActive(
  userId: string,
  pair: PemPair,
  meta: { keySize: KeySize; algorithm: KeyAlgorithm; source: 'generated' | 'imported'; keyId?: string },
) {
  const keyId = meta.keyId ?? randomUUID();
  const previous = (await listKeysByUser(userId)).find((k) => k.isActive) ?? null;
  const record: EncryptionKeyRecord = {
    userId,
    keyId,
    publicKey: pair.publicKey,
    privateKeyEnc: await envelopeEncrypt(pair.privateKey, privateKeyContext(userId, keyId)),
    algorithm: meta.algorithm,
    keySize: meta.keySize,
    source: meta.source,
    isActive: true,
    documentCount: 0,
    transactionCount: 0,
    createdAt: new Date(clock.now()).toISOString(),
  };
  await putActiveKey(record, previous?.keyId ?? null);
  return toUsage(record);
}

/** A key with the spec's defaults (4096 bits, RSA-OAEP-SHA256), generated now: for tools (demo data). */
export function createInitialKey(userId: string): Promise<KeyUsage> {
  return generateKey(userId, {
    keySize: ENCRYPTION_KEYS.defaultSize,
    algorithm: ENCRYPTION_KEYS.defaultAlgorithm,
  });
}

export async function generateKey(
  userId: string,
  opts: { keySize: KeySize; algorithm: KeyAlgorithm },
): Promise<KeyUsage> {
  const pair = await keyGeneration.generatePair(opts.keySize);
  return storeAsActive(userId, pair, { ...opts, source: 'generated' });
}

export async function importKey(
  userId: string,
  input: PemPair & { algorithm: KeyAlgorithm },
): Promise<KeyUsage> {
  let checked: ReturnType<typeof validateImportedPair>;
  try {
    checked = validateImportedPair(input, input.algorithm);
  } catch (err) {
    if (err instanceof KeyImportError)
      throw new ValidationError(KEY_MESSAGES.importFailed, { privateKey: [err.message] });
    throw err;
  }
  return storeAsActive(userId, checked, {
    keySize: checked.keySize,
    algorithm: input.algorithm,
    source: 'imported',
  });
}

export async function getActiveKey(userId: string): Promise<ActiveKey> {
  const key = (await listKeysByUser(userId)).find((k) => k.isActive);
  if (!key) throw new NotFoundError(KEY_MESSAGES.noActiveKey);
  return {
    id: key.keyId,
    publicKey: key.publicKey,
    algorithm: key.algorithm,
    keySize: key.keySize as KeySize,
    createdAt: key.createdAt,
  };
}

/** Newest first. */
export async function listKeyUsage(userId: string): Promise<KeyUsage[]> {
  const keys = await listKeysByUser(userId);
  return keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toUsage);
}

export async function countKeys(userId: string): Promise<{ count: number; hasActive: boolean }> {
  const keys = await listKeysByUser(userId);
  return { count: keys.length, hasActive: keys.some((k) => k.isActive) };
}

/**
 * Only inactive keys can be deleted. A key still protecting documents needs `force` (the UI's strong
 * warning, "Delete Anyway"): its documents' sensitive fields become unreadable.
 */
export async function deleteKey(userId: string, keyId: string, force: boolean): Promise<void> {
  // The key is looked up under the caller's own partition: another user's key id is simply not found.
  const key = await getKeyById(userId, keyId);
  if (!key) throw new NotFoundError(KEY_MESSAGES.notFound);
  if (key.isActive) throw new ConflictError(KEY_MESSAGES.activeKeyNotDeletable);
  const usage = toUsage(key);
  if (!usage.safeToDelete && !force) {
    throw new ConflictError(KEY_MESSAGES.inUseNeedsForce, {
      documentCount: usage.documentCount,
      transactionCount: usage.transactionCount,
      requiresForce: true,
    });
  }
  if (!(await deleteInactiveKey(userId, keyId))) throw new ConflictError(KEY_MESSAGES.activeKeyNotDeletable);
}

/** For the documents code: the private key of one of the user's keys, unsealed through KMS. */
export async function unsealPrivateKey(userId: string, keyId: string): Promise<string> {
  const key = await getKeyById(userId, keyId);
  if (!key) throw new NotFoundError(KEY_MESSAGES.notFound);
  return (await envelopeDecrypt(key.privateKeyEnc, privateKeyContext(userId, keyId))).toString('utf8');
}
