// Two-factor backup codes (DESIGN §8): 10 random 6-digit codes, stored only as argon2id hashes, each
// usable once. The hash parameters are lighter than for passwords because a login may check all ten.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { TWO_FACTOR } from '@docledger/shared/domain/limits';
import { getBackupCodeHashes, removeBackupCodeHash } from '../../db/access/backup-codes';
import { hashProfile } from '../../platform/hash-profile';

export const BACKUP_CODE_ARGON2 = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 8 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The cheap cost of test runs (PASSWORD_HASH_PROFILE=test, refused in Lambda; platform/hash-profile.ts). */
const TEST_ONLY_BACKUP_CODE_ARGON2 = { ...BACKUP_CODE_ARGON2, memoryCost: 1024, timeCost: 1 } as const;

export function generateBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR.backupCodeCount)
    codes.add(String(randomInt(0, 1_000_000)).padStart(TWO_FACTOR.codeLength, '0'));
  return [...codes];
}

export function hashBackupCodes(codes: string[]): Promise<string[]> {
  const params = hashProfile() === 'test' ? TEST_ONLY_BACKUP_CODE_ARGON2 : BACKUP_CODE_ARGON2;
  return Promise.all(codes.map((c) => hash(c, params)));
}

/** True when the code matched one of the user's unused active codes, which is now used up. */
export async function consumeBackupCode(userId: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const hashes = await getBackupCodeHashes(userId, 'active');
  const matches = await Promise.all(hashes.map((h) => verify(h, code).catch(() => false)));
  const index = matches.indexOf(true);
  if (index === -1) return false;
  return removeBackupCodeHash(userId, hashes[index]!);
}
