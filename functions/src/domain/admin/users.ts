// User management for admins (spec part 3 §2, §6, §7): the directory, status and edit permission,
// and deleting another user behind a fresh two-factor code.
import type { AdminUser, DeleteUserBody, UpdateUserBody } from '@docledger/shared/api/schemas/admin';
import { ADMIN_MESSAGES, type DeleteUserErrorType } from '@docledger/shared/domain/admin-messages';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { deleteAccountItems } from '../../db/access/admin';
import { listDocumentsByOwnerType } from '../../db/access/documents';
import { deleteSessionsByUser } from '../../db/access/sessions';
import { getUserById, listUsersByEmail, updateUser, type UserRecord } from '../../db/access/users';
import { deleteArtifact, listArtifactsByCpa } from '../../db/access/verification';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { deleteObject } from '../../platform/storage';
import type { Actor } from '../access/actor';
import { deleteDocumentWithAssets } from '../documents/lifecycle';
import { verifySecondFactor } from '../two-factor/two-factor';

export function adminUserView(u: UserRecord): AdminUser {
  return {
    id: u.userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    userRole: u.userRole,
    status: u.userStatus,
    canEditStatements: u.canEditStatements,
    twoFactorEnabled: u.twoFactorEnabled,
    createdAt: u.createdAt,
  };
}

interface Cursor {
  e: string;
  u: string;
}

function encodeCursor(u: UserRecord): string {
  return Buffer.from(JSON.stringify({ e: u.emailLower, u: u.userId } satisfies Cursor)).toString('base64url');
}

function decodeCursor(cursor: string): { emailLower: string; userId: string } {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.e === 'string' && typeof c.u === 'string') return { emailLower: c.e, userId: c.u };
  } catch {
    // fall through
  }
  throw new ValidationError('Invalid cursor', { cursor: ['Invalid cursor'] });
}

/** One page of users in e-mail order; `email` narrows to addresses starting with it. */
export async function listUsers(query: { cursor?: string; email?: string; limit: number }) {
  const page = await listUsersByEmail({
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    emailPrefix: query.email || undefined,
    limit: query.limit,
  });
  const last = page.users.at(-1);
  return { users: page.users.map(adminUserView), cursor: page.more && last ? encodeCursor(last) : null };
}

/**
 * Status and edit permission. An inactive user cannot sign in (login refuses) and every session ends
 * now (session resolution also refuses inactive users, so a request racing this one is refused too).
 */
export async function updateUserSettings(actor: Actor, userId: string, body: UpdateUserBody, log: Logger) {
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  if (userId === actor.userId && body.userStatus === 'inactive')
    throw new ConflictError(ADMIN_MESSAGES.cannotDeactivateSelf);
  const updated = await updateUser(userId, user.version, {
    ...(body.userStatus !== undefined ? { userStatus: body.userStatus } : {}),
    ...(body.canEditStatements !== undefined ? { canEditStatements: body.canEditStatements } : {}),
  });
  if (body.userStatus === 'inactive') {
    const revoked = await deleteSessionsByUser(userId);
    securityEvent(log, 'admin.user.deactivated', {
      userId: actor.userId,
      targetUserId: userId,
      count: revoked,
    });
  } else if (body.userStatus === 'active' && user.userStatus !== 'active') {
    securityEvent(log, 'admin.user.activated', { userId: actor.userId, targetUserId: userId });
  }
  if (body.canEditStatements !== undefined && body.canEditStatements !== user.canEditStatements)
    securityEvent(log, 'admin.user.edit-permission', {
      userId: actor.userId,
      targetUserId: userId,
      reason: body.canEditStatements ? 'allowed' : 'blocked',
    });
  return { user: adminUserView(updated) };
}

function typed(err: AppError, errorType: DeleteUserErrorType): AppError {
  return new AppError(err.code, err.message, { ...err.details, errorType });
}

/**
 * Deletes another user after the admin's own fresh two-factor code: their documents with their S3
 * objects, verification files, keys, backup codes, sessions, grants (both directions), e-mail claim and
 * the account. The code is checked first (attempts counted, 5 wrong codes lock for 5 minutes).
 */
export async function deleteUserAccount(actor: Actor, body: DeleteUserBody, log: Logger) {
  const admin = await getUserById(actor.userId);
  if (!admin?.twoFactorEnabled || !admin.totpSecretEnc)
    throw new AppError('TWO_FACTOR_REQUIRED', ADMIN_MESSAGES.twoFactorNotConfigured, {
      errorType: '2fa_not_configured',
    });
  if (body.userId === actor.userId)
    throw new AppError('VALIDATION_FAILED', ADMIN_MESSAGES.cannotDeleteSelf, {
      fields: { userId: [ADMIN_MESSAGES.cannotDeleteSelf] },
      errorType: 'validation_error',
    });
  try {
    await verifySecondFactor(admin, body.totpCode);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') throw typed(err, 'rate_limited');
    if (err instanceof AppError && err.code === 'VALIDATION_FAILED') throw typed(err, 'invalid_totp');
    throw err;
  }
  const target = await getUserById(body.userId);
  if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound, { errorType: 'user_not_found' });

  for (const type of DOCUMENT_TYPE_CODES) {
    const { items } = await listDocumentsByOwnerType(target.userId, type, { all: true });
    for (const doc of items) await deleteDocumentWithAssets(doc);
  }
  const artifacts = await listArtifactsByCpa(target.userId);
  for (const a of artifacts) {
    await deleteObject(a.s3Key);
    await deleteArtifact(target.userId, a.artifactId);
  }
  await deleteAccountItems(target.userId, target.emailLower);
  securityEvent(log, 'admin.user.deleted', { userId: actor.userId, targetUserId: target.userId });
  return { message: ADMIN_MESSAGES.userDeleted };
}
