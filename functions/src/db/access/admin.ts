// Named access patterns of the admin area (docs/access-patterns.md): account removal and the
// dashboard's daily document counters. Bound to the same table through their own small Service so
// db.ts stays untouched.
import { Service } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { documentClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { db } from '../db';
import { cpaDb } from '../cpa-db';
import { documentDayStatsEntity } from '../entities/admin-stats';
import { queueDepthSampleEntity } from '../entities/queue-depth-sample';

let cached: ReturnType<typeof createService> | undefined;
function createService() {
  return new Service(
    { documentDayStats: documentDayStatsEntity, queueDepthSample: queueDepthSampleEntity },
    { table: getEnv().TABLE_NAME, client: documentClient() },
  );
}
function adminDb() {
  cached ??= createService();
  return cached;
}

export type DocumentDayStatsRecord = EntityItem<typeof documentDayStatsEntity>;

const STATS_TTL_SECONDS = 90 * 24 * 3600;

/** Counts one final document in its day's counter (atomic ADDs: parallel workers never lose a count). */
export async function countFinalDocument(input: {
  day: string;
  documentType: DocumentDayStatsRecord['documentType'];
  status: 'completed' | 'failed';
  confidence: number;
  reviewRequired: boolean;
  nowMs: number;
}): Promise<void> {
  const completed = input.status === 'completed';
  await adminDb()
    .entities.documentDayStats.upsert({ day: input.day, documentType: input.documentType })
    .add({
      completed: completed ? 1 : 0,
      failed: completed ? 0 : 1,
      confidenceSum: completed ? input.confidence : 0,
      reviewRequired: completed && input.reviewRequired ? 1 : 0,
    })
    .set({ expiresAt: Math.floor(input.nowMs / 1000) + STATS_TTL_SECONDS })
    .go();
}

export async function listDocumentStatsByDay(day: string): Promise<DocumentDayStatsRecord[]> {
  const { data } = await adminDb().entities.documentDayStats.query.byDay({ day }).go({ pages: 'all' });
  return data;
}

export type QueueDepthSampleRecord = EntityItem<typeof queueDepthSampleEntity>;
export type QueueDepthSampleInput = Omit<QueueDepthSampleRecord, 'series' | 'expiresAt'>;

/** Kept a day longer than the 7-day window the stats show (decision 145). */
export const QUEUE_SAMPLE_TTL_SECONDS = 8 * 24 * 3600;

/** One queue depth sample (PutItem: a repeated tick at the same instant overwrites, never duplicates). */
export async function putQueueDepthSample(sample: QueueDepthSampleInput, nowMs: number): Promise<void> {
  await adminDb()
    .entities.queueDepthSample.put({
      ...sample,
      series: 'queueDepth',
      expiresAt: Math.floor(nowMs / 1000) + QUEUE_SAMPLE_TTL_SECONDS,
    })
    .go();
}

/**
 * The samples taken at or after `since` (ISO), oldest first: one Query on the series' partition (all
 * pages; the window holds about a thousand small items). Expired items are ignored (DynamoDB Local never
 * expires them).
 */
export async function listQueueDepthSamplesSince(
  since: string,
  nowMs: number,
): Promise<QueueDepthSampleRecord[]> {
  const nowS = Math.floor(nowMs / 1000);
  const { data } = await adminDb()
    .entities.queueDepthSample.query.byTime({ series: 'queueDepth' })
    .gte({ at: since })
    .go({ pages: 'all' });
  return data.filter((s) => s.expiresAt > nowS);
}

/**
 * Removes what a user's account holds in the table besides documents (the caller deletes those with
 * their objects first): keys, backup codes, sessions, grants in both directions, verification
 * artifacts' records, the e-mail claim and the user. Idempotent: a retry after a crash finishes the job.
 */
export async function deleteAccountItems(userId: string, emailLower: string): Promise<void> {
  const [keys, sessions, grantsGiven, grantsHeld] = await Promise.all([
    db().entities.encryptionKey.query.byUser({ userId }).go({ pages: 'all' }),
    db().entities.session.query.byUser({ userId }).go({ pages: 'all' }),
    cpaDb().entities.grant.query.byClient({ clientUserId: userId }).go({ pages: 'all' }),
    cpaDb().entities.grant.query.byGrantee({ granteeId: userId }).go({ pages: 'all' }),
  ]);
  // Sessions first: the account stops working before anything else goes.
  if (sessions.data.length)
    await db()
      .entities.session.delete(sessions.data.map((s) => ({ sessionHash: s.sessionHash })))
      .go();
  const grants = [...grantsGiven.data, ...grantsHeld.data].map((g) => ({
    clientUserId: g.clientUserId,
    granteeId: g.granteeId,
  }));
  if (grants.length) await cpaDb().entities.grant.delete(grants).go();
  if (keys.data.length)
    await db()
      .entities.encryptionKey.delete(keys.data.map((k) => ({ userId, keyId: k.keyId })))
      .go();
  await db()
    .entities.backupCodes.delete([
      { userId, state: 'active' },
      { userId, state: 'pending' },
    ])
    .go();
  await db().entities.emailClaim.delete({ emailLower }).go();
  await db().entities.user.delete({ userId }).go();
}
