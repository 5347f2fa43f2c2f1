// Named access patterns for e-mailed single-use tokens (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { db, isLive } from '../db';
import type { tokenEntity, TokenPurpose } from '../entities/token';

export type TokenRecord = EntityItem<typeof tokenEntity>;

export async function putToken(token: TokenRecord): Promise<void> {
  await db().entities.token.put(token).go();
}

/**
 * Deletes the token and returns it when it existed, had this purpose and had not expired. The delete is
 * the single-use guarantee: of two concurrent requests with the same link only one gets the item back.
 */
export async function consumeTokenByHash(
  tokenHash: string,
  purpose: TokenPurpose,
  nowMs: number,
): Promise<TokenRecord | null> {
  const { data } = await db().entities.token.delete({ tokenHash }).go({ response: 'all_old' });
  const token = data as TokenRecord | null;
  if (!token || token.purpose !== purpose || !isLive(token, nowMs)) return null;
  return token;
}

/** Voids a user's outstanding links of one purpose (older reset links die when a new one is sent or used). */
export async function deleteTokensByUser(userId: string, purpose: TokenPurpose): Promise<void> {
  const { data } = await db().entities.token.query.byUser({ userId, purpose }).go({ pages: 'all' });
  if (data.length)
    await db()
      .entities.token.delete(data.map((t) => ({ tokenHash: t.tokenHash })))
      .go();
}

/** Reads a live token without using it up (device cookies are presented many times). */
export async function getTokenByHash(tokenHash: string, nowMs: number): Promise<TokenRecord | null> {
  const { data } = await db().entities.token.get({ tokenHash }).go();
  return isLive(data, nowMs) ? data : null;
}
