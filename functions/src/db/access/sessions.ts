// Named access patterns for sessions (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { db, isLive } from '../db';
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
