// Named access patterns for users' encryption keys (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { db } from '../db';
import type { encryptionKeyEntity } from '../entities/encryption-key';
import { ConflictError } from '../../platform/errors';
import { conditionalWrite } from '../conditions';

export type EncryptionKeyRecord = EntityItem<typeof encryptionKeyEntity>;

/** All keys of a user (a handful): one query on the user's partition. */
export async function listKeysByUser(userId: string): Promise<EncryptionKeyRecord[]> {
  const { data } = await db().entities.encryptionKey.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** The ids of all of a user's keys (reads nothing else of them). */
export async function listKeyIds(userId: string): Promise<Set<string>> {
  const { data } = await db()
    .entities.encryptionKey.query.byUser({ userId })
    .go({ pages: 'all', attributes: ['keyId'] });
  return new Set(data.map((k) => k.keyId));
}

export async function getKeyById(userId: string, keyId: string): Promise<EncryptionKeyRecord | null> {
  const { data } = await db().entities.encryptionKey.get({ userId, keyId }).go();
  return data;
}

/** Whether the user still has this key (a viewer's "sensitive data readable"): reads only the key id. */
export async function keyExists(userId: string, keyId: string): Promise<boolean> {
  const { data } = await db()
    .entities.encryptionKey.get({ userId, keyId })
    .go({ attributes: ['keyId'] });
  return data !== null;
}

/**
 * Stores a new active key and deactivates the previous active one in one transaction, so a user never
 * has two active keys; a concurrent change of the active key makes this fail with a conflict.
 */
export async function putActiveKey(
  key: EncryptionKeyRecord,
  previousActiveKeyId: string | null,
): Promise<void> {
  const result = await db()
    .transaction.write(({ encryptionKey }) => [
      encryptionKey.create({ ...key, isActive: true }).commit(),
      ...(previousActiveKeyId
        ? [
            encryptionKey
              .patch({ userId: key.userId, keyId: previousActiveKeyId })
              .set({ isActive: false })
              .where(({ isActive }, { eq }) => eq(isActive, true))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled)
    throw new ConflictError('Your keys were changed by another request. Please reload and try again.');
}

/** Deletes an inactive key; false when it is missing or became active meanwhile. */
export async function deleteInactiveKey(userId: string, keyId: string): Promise<boolean> {
  return conditionalWrite(
    db()
      .entities.encryptionKey.delete({ userId, keyId })
      .where(({ isActive }, { eq }) => eq(isActive, false))
      .go(),
  );
}

/** For the documents code: how many documents and transactions a key protects (deltas may be negative). */
export async function adjustKeyUsage(
  userId: string,
  keyId: string,
  delta: { documents?: number; transactions?: number },
): Promise<void> {
  await db()
    .entities.encryptionKey.patch({ userId, keyId })
    .add({ documentCount: delta.documents ?? 0, transactionCount: delta.transactions ?? 0 })
    .go();
}
