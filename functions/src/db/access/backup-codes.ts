// Named access patterns for two-factor backup code hashes (docs/access-patterns.md).
import { db } from '../db';
import { conditionalWrite } from '../conditions';

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
  return conditionalWrite(
    db()
      .entities.backupCodes.patch({ userId, state: 'active' })
      .delete({ hashes: [hash] })
      .where(({ hashes }, { contains }) => contains(hashes, hash))
      .go(),
  );
}

export async function deleteBackupCodes(userId: string, state: BackupCodeState): Promise<void> {
  await db().entities.backupCodes.delete({ userId, state }).go();
}
