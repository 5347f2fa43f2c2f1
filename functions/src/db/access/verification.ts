// Named access patterns for CPA verification (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { cpaDb } from '../cpa-db';
import { db } from '../db';
import type { verificationArtifactEntity, verificationEntity } from '../entities/verification';
import type { VerificationStatus } from '@docledger/shared/api/schemas/verification';
import { ConflictError } from '../../platform/errors';
import { isConditionFailure } from '../conditions';

export type VerificationRecord = EntityItem<typeof verificationEntity>;
export type ArtifactRecord = EntityItem<typeof verificationArtifactEntity>;

export async function getVerificationByCpa(cpaUserId: string): Promise<VerificationRecord | null> {
  const { data } = await cpaDb().entities.verification.get({ cpaUserId }).go();
  return data;
}

export async function getVerificationById(verificationId: string): Promise<VerificationRecord | null> {
  const { data } = await cpaDb().entities.verification.query.byId({ verificationId }).go();
  return data[0] ?? null;
}

/** Creates the CPA's verification unless one exists; returns the one that is stored either way. */
export async function createVerificationOnce(item: VerificationRecord): Promise<VerificationRecord> {
  try {
    await cpaDb().entities.verification.create(item).go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  return (await getVerificationByCpa(item.cpaUserId))!;
}

type VerificationPatch = Partial<Omit<VerificationRecord, 'cpaUserId' | 'verificationId' | 'createdAt'>>;

/**
 * Moves a verification from one of `from` to a new status with its fields, conditionally (two admins or
 * a double submit cannot both win), then copies the status to the user item the auth check reads.
 */
export async function transitionVerification(
  cpaUserId: string,
  from: readonly VerificationStatus[],
  patch: VerificationPatch & { status: VerificationStatus },
  remove: Array<keyof VerificationPatch> = [],
): Promise<VerificationRecord> {
  try {
    let op = cpaDb().entities.verification.patch({ cpaUserId }).set(patch);
    if (remove.length) op = op.remove(remove as never);
    const { data } = await op
      .where((a, { eq }) => from.map((s) => eq(a.status, s)).join(' OR '))
      .go({ response: 'all_new' });
    await syncUserVerificationStatus(cpaUserId, patch.status);
    return data as VerificationRecord;
  } catch (err) {
    if (isConditionFailure(err))
      throw new ConflictError('This verification was changed by another request. Please reload.');
    throw err;
  }
}

/** The user's copy of the status (read by the route table's 'cpa' auth level and by login). */
export async function syncUserVerificationStatus(
  cpaUserId: string,
  status: VerificationStatus,
): Promise<void> {
  await db().entities.user.patch({ userId: cpaUserId }).set({ verificationStatus: status }).go();
}

/** The admin queue: verifications in one status, oldest first. */
export async function listVerificationsByStatus(
  status: VerificationStatus,
  limit = 50,
): Promise<VerificationRecord[]> {
  const { data } = await cpaDb()
    .entities.verification.query.byStatus({ queueStatus: status })
    .go({ order: 'asc', limit });
  return data;
}

export async function putArtifact(item: ArtifactRecord): Promise<void> {
  await cpaDb().entities.verificationArtifact.create(item).go();
}

export async function listArtifactsByCpa(cpaUserId: string): Promise<ArtifactRecord[]> {
  const { data } = await cpaDb()
    .entities.verificationArtifact.query.byCpa({ cpaUserId })
    .go({ pages: 'all' });
  return data;
}

export async function setArtifactState(
  cpaUserId: string,
  artifactId: string,
  state: ArtifactRecord['state'],
): Promise<void> {
  await cpaDb().entities.verificationArtifact.patch({ cpaUserId, artifactId }).set({ state }).go();
}

export async function deleteArtifact(cpaUserId: string, artifactId: string): Promise<void> {
  await cpaDb().entities.verificationArtifact.delete({ cpaUserId, artifactId }).go();
}
