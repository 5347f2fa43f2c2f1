// Named access patterns for delegation (docs/access-patterns.md): access requests, grants, audit trail.
import type { EntityItem } from 'electrodb';
import { cpaDb } from '../cpa-db';
import type { accessRequestEntity, auditEntryEntity, grantEntity } from '../entities/delegation';
import { ConflictError } from '../../platform/errors';
import { isConditionFailure } from '../conditions';

export type AccessRequestRecord = EntityItem<typeof accessRequestEntity>;
export type GrantRecord = EntityItem<typeof grantEntity>;
export type AuditEntryRecord = EntityItem<typeof auditEntryEntity>;

export async function putAccessRequest(item: AccessRequestRecord): Promise<void> {
  await cpaDb().entities.accessRequest.create(item).go();
}

export async function getAccessRequestById(requestId: string): Promise<AccessRequestRecord | null> {
  const { data } = await cpaDb().entities.accessRequest.get({ requestId }).go();
  return data;
}

/** A CPA's requests, newest first. */
export async function listAccessRequestsByCpa(cpaUserId: string): Promise<AccessRequestRecord[]> {
  const { data } = await cpaDb()
    .entities.accessRequest.query.byCpa({ cpaUserId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** Requests addressed to a client, newest first. */
export async function listAccessRequestsByClient(clientUserId: string): Promise<AccessRequestRecord[]> {
  const { data } = await cpaDb()
    .entities.accessRequest.query.byClient({ clientUserId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * Answers a pending request; approving writes the grant in the same transaction, so a request is never
 * approved without its grant (or answered twice by two parallel clicks).
 */
export async function decideAccessRequest(
  request: AccessRequestRecord,
  decision: { status: 'approved' | 'denied'; clientResponse?: string; respondedAt: string },
  grant: GrantRecord | null,
): Promise<void> {
  const set = {
    status: decision.status,
    respondedAt: decision.respondedAt,
    ...(decision.clientResponse ? { clientResponse: decision.clientResponse } : {}),
  };
  const result = grant
    ? await cpaDb()
        .transaction.write(({ accessRequest, grant: g }) => [
          accessRequest
            .patch({ requestId: request.requestId })
            .set(set)
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit(),
          g.put(grant).commit(),
        ])
        .go()
    : await cpaDb()
        .transaction.write(({ accessRequest }) => [
          accessRequest
            .patch({ requestId: request.requestId })
            .set(set)
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit(),
        ])
        .go();
  if (result.canceled) throw new ConflictError('This request has already been answered');
}

export async function getGrant(clientUserId: string, granteeId: string): Promise<GrantRecord | null> {
  const { data } = await cpaDb().entities.grant.get({ clientUserId, granteeId }).go();
  return data;
}

/** Grants a client has given, to CPAs and firms. */
export async function listGrantsByClient(clientUserId: string): Promise<GrantRecord[]> {
  const { data } = await cpaDb().entities.grant.query.byClient({ clientUserId }).go({ pages: 'all' });
  return data;
}

/** Clients that granted a CPA or a firm. */
export async function listGrantsByGrantee(granteeId: string): Promise<GrantRecord[]> {
  const { data } = await cpaDb().entities.grant.query.byGrantee({ granteeId }).go({ pages: 'all' });
  return data;
}

/** Deletes the grant and marks its request revoked, together. False when there was no such grant. */
export async function revokeGrant(grant: GrantRecord, revokedAt: string): Promise<boolean> {
  try {
    const result = await cpaDb()
      .transaction.write(({ grant: g, accessRequest }) => [
        g
          .delete({ clientUserId: grant.clientUserId, granteeId: grant.granteeId })
          .where(({ requestId }, { eq }) => eq(requestId, grant.requestId))
          .commit(),
        accessRequest
          .patch({ requestId: grant.requestId })
          .set({ status: 'revoked', respondedAt: revokedAt })
          .commit(),
      ])
      .go();
    return !result.canceled;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

export async function putAuditEntry(item: AuditEntryRecord): Promise<void> {
  await cpaDb().entities.auditEntry.create(item).go();
}

/** A client's audit trail, newest first. */
export async function listAuditEntriesByClient(
  clientUserId: string,
  limit = 200,
): Promise<AuditEntryRecord[]> {
  const { data } = await cpaDb()
    .entities.auditEntry.query.byClient({ clientUserId })
    .go({ order: 'desc', limit });
  return data;
}
