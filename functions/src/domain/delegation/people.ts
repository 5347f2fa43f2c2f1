// Small helpers the accountant area uses to show people: names, batch lookups.
import type { UserRecord } from '../../db/access/users';
import { getUserById } from '../../db/access/users';
import { ForbiddenError } from '../../platform/errors';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';

/** What the area's domain functions need of the actor (the HTTP chain's Actor satisfies it). */
export interface UserActor {
  user: UserRecord;
}

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Users by id, each looked up once. Missing users (deleted accounts) are left out. */
export async function usersById(ids: Iterable<string>): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(ids)];
  const users = await Promise.all(unique.map((id) => getUserById(id)));
  return new Map(users.filter((u): u is UserRecord => Boolean(u)).map((u) => [u.userId, u]));
}

/** CPA-only functions that the 'cpa' auth level does not guard (verification is for unverified CPAs). */
export function assertCpaRole(actor: UserActor): void {
  if (actor.user.userRole !== 'business_cpa') throw new ForbiddenError(CPA_MESSAGES.cpaOnly);
}

export function nowIso(nowMs: number): string {
  return new Date(nowMs).toISOString();
}
