// Named access patterns of persisted security events (docs/access-patterns.md, decision 095).
import { randomBytes } from 'node:crypto';
import { Service } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { documentClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { securityEventEntity } from '../entities/security-event';

let cached: ReturnType<typeof createService> | undefined;
function createService() {
  return new Service(
    { securityEvent: securityEventEntity },
    { table: getEnv().TABLE_NAME, client: documentClient() },
  );
}
function eventsDb() {
  cached ??= createService();
  return cached;
}

export type SecurityEventRecord = EntityItem<typeof securityEventEntity>;

const TTL_SECONDS = 30 * 24 * 3600;

export async function putSecurityEvent(
  event: Omit<SecurityEventRecord, 'day' | 'eventKey' | 'at' | 'expiresAt'>,
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await eventsDb()
    .entities.securityEvent.put({
      ...event,
      day: at.slice(0, 10),
      eventKey: `${at}#${randomBytes(4).toString('hex')}`,
      at,
      expiresAt: Math.floor(nowMs / 1000) + TTL_SECONDS,
    })
    .go();
}

/** A day's events, newest first, at most `limit`; expired items are ignored (DynamoDB Local never expires). */
export async function listSecurityEventsByDay(day: string, limit: number): Promise<SecurityEventRecord[]> {
  const nowS = Math.floor(Date.now() / 1000);
  const { data } = await eventsDb().entities.securityEvent.query.byDay({ day }).go({ order: 'desc', limit });
  return data.filter((e) => e.expiresAt > nowS);
}

/** Counts of a day's events by name (the whole day; a day holds only the few persisted kinds). */
export async function countSecurityEventsByDay(day: string): Promise<Record<string, number>> {
  const nowS = Math.floor(Date.now() / 1000);
  const { data } = await eventsDb()
    .entities.securityEvent.query.byDay({ day })
    .go({ pages: 'all', attributes: ['name', 'expiresAt'] });
  const counts: Record<string, number> = {};
  for (const e of data) if (e.expiresAt > nowS) counts[e.name] = (counts[e.name] ?? 0) + 1;
  return counts;
}
