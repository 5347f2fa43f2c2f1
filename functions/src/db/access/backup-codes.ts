// Named access patterns for two-factor backup code hashes (docs/access-patterns.md).
import { db } from '../db';

export type BackupCodeState = 'active' | 'pending';

export async function putBackupCodes(
  userId: string,
  state: BackupCodeState,
  hashes: string[],
  createdAt: number,
): Promise<void> {
  await db().entities.backupCodes.put({ userId, state, hashes, createdAt }).go();
}

export async function getBackupCodeHashes(userId: string, state: BackupCodeState): Promise<string[]> {
  const { data } = await db().entities.backupCodes.get({ userId, state }).go();
  return data?.hashes ?? [];
}

/** Removes one used code; false when another request removed it first (each code works once). */
export async function removeBackupCodeHash(userId: string, hash: string): Promise<boolean> {
  try {
    await db()
      .entities.backupCodes.patch({ userId, state: 'active' })
      .delete({ hashes: [hash] })
      .where(({ hashes }, { contains }) => contains(hashes, hash))
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

export async function deleteBackupCodes(userId: string, state: BackupCodeState): Promise<void> {
  await db().entities.backupCodes.delete({ userId, state }).go();
}

export function isConditionFailure(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string }; message?: string };
  return (
    e?.name === 'ConditionalCheckFailedException' ||
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}
