// E-mailed single-use tokens (verification, password reset): 256 random bits in the link, only the
// SHA-256 in the table, a TTL, and consumption by conditional delete.
import type { TokenPurpose } from '../../db/entities/token';
import { consumeTokenByHash, deleteTokensByUser, putToken } from '../../db/access/tokens';
import { clock } from '../../platform/clock';
import { hashToken, newToken } from '../sessions/sessions';

export async function issueToken(userId: string, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await putToken({
    tokenHash: hashToken(token),
    purpose,
    userId,
    createdAt: now,
    expiresAt: Math.floor((now + ttlMs) / 1000),
  });
  return token;
}

/** The token's user id, once; null for unknown, expired, used or other-purpose tokens. */
export async function consumeToken(token: string, purpose: TokenPurpose): Promise<string | null> {
  if (token.length > 100) return null;
  const record = await consumeTokenByHash(hashToken(token), purpose, clock.now());
  return record?.userId ?? null;
}

/**
 * Like consumeToken, but the token stays usable until it expires: for idempotent actions (verifying
 * an address), so a second open of the link can be told what happened instead of "failed". The
 * conditional delete still decides between two concurrent first uses.
 */
export async function consumeReusableToken(token: string, purpose: TokenPurpose): Promise<string | null> {
  if (token.length > 100) return null;
  const record = await consumeTokenByHash(hashToken(token), purpose, clock.now());
  if (!record) return null;
  await putToken(record);
  return record.userId;
}

export async function voidTokens(userId: string, purpose: TokenPurpose): Promise<void> {
  await deleteTokensByUser(userId, purpose);
}
