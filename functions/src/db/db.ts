// The table service: every entity bound to the configured table and client. Handlers never build keys;
// domain code calls the named access patterns in ./access/*.
import { Service } from 'electrodb';
import { documentClient } from '../platform/aws/dynamo';
import { getEnv } from '../platform/env';
import { userEntity, emailClaimEntity } from './entities/user';
import { sessionEntity } from './entities/session';
import { tokenEntity } from './entities/token';
import { rateLimitEntity } from './entities/rate-limit';
import { backupCodesEntity } from './entities/backup-codes';
import { encryptionKeyEntity } from './entities/encryption-key';
import { documentEntity, documentInflightEntity, documentRowEntity } from './entities/document';
import { documentTypeEntity } from './entities/document-type';

function createService() {
  return new Service(
    {
      user: userEntity,
      emailClaim: emailClaimEntity,
      session: sessionEntity,
      token: tokenEntity,
      rateLimit: rateLimitEntity,
      backupCodes: backupCodesEntity,
      encryptionKey: encryptionKeyEntity,
      document: documentEntity,
      documentRow: documentRowEntity,
      documentInflight: documentInflightEntity,
      documentType: documentTypeEntity,
    },
    { table: getEnv().TABLE_NAME, client: documentClient() },
  );
}

let cached: ReturnType<typeof createService> | undefined;

export function db() {
  cached ??= createService();
  return cached;
}

export function resetDb(): void {
  cached = undefined;
}

export type Db = ReturnType<typeof db>;

/** DynamoDB Local never expires TTL items and AWS does it lazily: every read ignores expired ones. */
export function isLive<T extends { expiresAt?: number | null }>(
  item: T | null | undefined,
  nowMs: number,
): item is T {
  return Boolean(item) && (item!.expiresAt == null || item!.expiresAt * 1000 > nowMs);
}
