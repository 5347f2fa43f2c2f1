// The one place that decides who may do what with whose documents (DESIGN §8; contracts seam 1):
//   owner → every action (edit needs the account's canEditStatements flag);
//   CPA with an active grant from the owner → view, upload, export (never edit or delete: spec part 3
//   "CPA access lets the CPA view and upload documents for the client but never delete");
//   anyone else, admins included (the spec gives admins no access to users' documents) → NOT_FOUND,
//   so existence is never revealed.
import { securityEvent } from '../../platform/security-events';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { recordDelegateDocumentAccess } from '../delegation/audit';
import type { Actor } from './actor';
import { findActiveGrant } from './grants';

export type AccessAction = 'view' | 'upload' | 'edit' | 'delete' | 'export';

/** What a granted CPA may ever do, whatever a grant says. */
export const DELEGATE_ACTIONS: readonly AccessAction[] = ['view', 'upload', 'export'];

export const EDIT_DISABLED_MESSAGE = 'Editing statements is not enabled for your account.';

/** Whether the actor may do `action` on data owned by `ownerId`. */
export async function canAccessOwner(actor: Actor, ownerId: string, action: AccessAction): Promise<boolean> {
  if (actor.userId === ownerId) return true;
  if (actor.user.userRole !== 'business_cpa' || actor.user.verificationStatus !== 'approved') return false;
  const grant = await findActiveGrant(actor.userId, ownerId);
  return Boolean(grant && DELEGATE_ACTIONS.includes(action) && grant.actions.includes(action));
}

function refuse(
  actor: Actor,
  ownerId: string,
  action: AccessAction,
  resource?: { type: string; id: string },
): never {
  securityEvent(logger, 'authz.refused', {
    userId: actor.userId,
    targetUserId: ownerId,
    reason: `document-${action}`,
    resourceType: resource?.type,
    resourceId: resource?.id,
  });
  throw new NotFoundError(resource ? 'Document not found' : 'Not found');
}

/**
 * The owner the request addresses (actor.actingFor), checked for `action`: use it for lists and uploads.
 * Throws NOT_FOUND when the actor may not act for that owner.
 */
export async function authorizeOwner(actor: Actor, action: AccessAction): Promise<string> {
  if (!(await canAccessOwner(actor, actor.actingFor, action))) refuse(actor, actor.actingFor, action);
  assertEditAllowed(actor, action);
  await logDelegateAccess(actor, actor.actingFor, action, action === 'view' ? LIST_SUBJECT : undefined);
  return actor.actingFor;
}

/**
 * Checks one object (a document or anything with an ownerId): it must belong to the owner the request
 * addresses and the actor must be allowed `action` on it. Throws NOT_FOUND otherwise (also for a
 * missing object, so callers pass whatever they loaded).
 */
export async function authorizeDocument<T extends { ownerId: string; documentId?: string }>(
  actor: Actor,
  doc: T | null | undefined,
  action: AccessAction,
): Promise<T> {
  if (!doc) throw new NotFoundError('Document not found');
  const resource = { type: 'document', id: doc.documentId ?? '' };
  if (doc.ownerId !== actor.actingFor) refuse(actor, doc.ownerId, action, resource);
  if (!(await canAccessOwner(actor, doc.ownerId, action))) refuse(actor, doc.ownerId, action, resource);
  assertEditAllowed(actor, action);
  await logDelegateAccess(actor, doc.ownerId, action, (doc as { title?: string }).title, doc.documentId);
  return doc;
}

/** Subject of an entry for a list or overview of the client's documents (no single document). */
export const LIST_SUBJECT = 'Document list';

/** What one request already wrote to the client's access trail (the actor lives for one request). */
const loggedThisRequest = new WeakMap<Actor, Set<string>>();

/**
 * A delegate's view, upload or export goes to the client's access trail (decision 084): once per
 * request, whatever number of checks the request makes for the same document and action.
 */
async function logDelegateAccess(
  actor: Actor,
  ownerId: string,
  action: AccessAction,
  title?: string,
  documentId?: string,
): Promise<void> {
  if (actor.userId === ownerId || (action !== 'view' && action !== 'upload' && action !== 'export')) return;
  const key = `${action}:${documentId ?? ''}`;
  let seen = loggedThisRequest.get(actor);
  if (!seen) loggedThisRequest.set(actor, (seen = new Set()));
  if (seen.has(key)) return;
  seen.add(key);
  await recordDelegateDocumentAccess({
    cpaUserId: actor.userId,
    clientUserId: ownerId,
    action,
    documentId,
    title,
  });
}

/** Edits need the editing flag of the account (admins can switch it off; spec part 2 §6, part 3). */
function assertEditAllowed(actor: Actor, action: AccessAction): void {
  if (action === 'edit' && !actor.user.canEditStatements) throw new ForbiddenError(EDIT_DISABLED_MESSAGE);
}
