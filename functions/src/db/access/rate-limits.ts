// Named access patterns for fixed-window rate-limit counters (docs/access-patterns.md).
import { db } from '../db';

export async function getRateLimitCount(scope: string, subjectHash: string, window: number): Promise<number> {
  const { data } = await db().entities.rateLimit.get({ scope, subjectHash, window }).go();
  return data?.count ?? 0;
}

/** Atomically adds one to the window's counter (creating it) and returns the new count. */
export async function incrementRateLimit(
  scope: string,
  subjectHash: string,
  window: number,
  expiresAt: number,
): Promise<number> {
  const { data } = await db()
    .entities.rateLimit.update({ scope, subjectHash, window })
    .add({ count: 1 })
    .set({ expiresAt })
    .go({ response: 'all_new' });
  return (data as { count?: number }).count ?? 1;
}
