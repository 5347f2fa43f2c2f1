// Named access patterns for fixed-window rate-limit counters (docs/access-patterns.md).
import { db } from '../db';
import { conditionalWrite, isConditionFailure } from '../conditions';

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

/**
 * Takes one unit of the window's allowance in one conditional write: true when the count was below
 * `max` (and is now one more), false when the window is used up. Parallel callers each take their own
 * unit, so N attempts consume N units and never more than `max` get through.
 */
export async function takeRateLimitUnit(
  scope: string,
  subjectHash: string,
  window: number,
  expiresAt: number,
  max: number,
): Promise<boolean> {
  return conditionalWrite(
    db()
      .entities.rateLimit.update({ scope, subjectHash, window })
      .add({ count: 1 })
      .set({ expiresAt })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, max)}`)
      .go(),
  );
}

/** Gives a unit back (a sign-in that succeeded does not count as a guess); never below zero. */
export async function returnRateLimitUnit(scope: string, subjectHash: string, window: number): Promise<void> {
  try {
    await db()
      .entities.rateLimit.update({ scope, subjectHash, window })
      .add({ count: -1 })
      .where(({ count }, { gt }) => gt(count, 0))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}
