// Named access patterns for sessions (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { db, isLive } from '../db';
import { getUserById, type UserRecord } from './users';
import type { sessionEntity } from '../entities/session';

export type SessionRecord = EntityItem<typeof sessionEntity>;

export async function putSession(session: SessionRecord): Promise<void> {
  await db().entities.session.put(session).go();
}

/** Expired sessions are treated as absent even before TTL removes them. */
export async function getSessionByHash(sessionHash: string, nowMs: number): Promise<SessionRecord | null> {
  const { data } = await db().entities.session.get({ sessionHash }).go();
  return isLive(data, nowMs) ? data : null;
}

export async function touchSession(sessionHash: string, lastActivityAt: number): Promise<void> {
  await db().entities.session.patch({ sessionHash }).set({ lastActivityAt }).go();
}

export async function deleteSession(sessionHash: string): Promise<void> {
  await db().entities.session.delete({ sessionHash }).go();
}

export async function listSessionsByUser(userId: string): Promise<SessionRecord[]> {
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** Revokes every session of a user except `keepHash` (the one making the change, when it stays valid). */
export async function deleteSessionsByUser(userId: string, keepHash?: string): Promise<number> {
  const sessions = (await listSessionsByUser(userId)).filter((s) => s.sessionHash !== keepHash);
  if (sessions.length)
    await db()
      .entities.session.delete(sessions.map((s) => ({ sessionHash: s.sessionHash })))
      .go();
  return sessions.length;
}

/**
 * A session and its user in one BatchGetItem (every authenticated request reads both): one round trip
 * instead of two, the same items and the same freshness as reading them one after the other. Keys the
 * service leaves unprocessed (throttling) are read one by one.
 */
export async function getSessionAndUser(
  sessionHash: string,
  userId: string,
  nowMs: number,
): Promise<{ session: SessionRecord | null; user: UserRecord | null }> {
  const { session: sessions, user: users } = db().entities;
  const sessionKey = sessions.get({ sessionHash }).params<{ Key: TableKey }>().Key;
  const userKey = users.get({ userId }).params<{ Key: TableKey }>().Key;
  const table = getEnv().TABLE_NAME;
  const out = await documentClient().send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [sessionKey, userKey] } } }),
  );
  const items = out.Responses?.[table] ?? [];
  const find = (key: TableKey) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const unprocessed = out.UnprocessedKeys?.[table]?.Keys ?? [];
  const wasUnprocessed = (key: TableKey) => unprocessed.some((k) => k.pk === key.pk && k.sk === key.sk);
  const sessionItem = find(sessionKey);
  const session = wasUnprocessed(sessionKey)
    ? await getSessionByHash(sessionHash, nowMs)
    : sessionItem
      ? sessions.parse({ Item: sessionItem }).data
      : null;
  const userItem = find(userKey);
  const user = wasUnprocessed(userKey)
    ? await getUserById(userId)
    : userItem
      ? users.parse({ Item: userItem }).data
      : null;
  return { session: isLive(session, nowMs) ? session : null, user };
}

interface TableKey {
  pk: string;
  sk: string;
}
