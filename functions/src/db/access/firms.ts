// Named access patterns for firms, memberships, invitations and join requests (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { cpaDb } from '../cpa-db';
import type { firmEntity, firmInvitationEntity, firmMemberEntity, joinRequestEntity } from '../entities/firm';
import { ConflictError } from '../../platform/errors';
import { conditionalWrite } from '../conditions';

export type FirmRecord = EntityItem<typeof firmEntity>;
export type FirmMemberRecord = EntityItem<typeof firmMemberEntity>;
export type FirmInvitationRecord = EntityItem<typeof firmInvitationEntity>;
export type JoinRequestRecord = EntityItem<typeof joinRequestEntity>;

/** Creates the firm and its first member together; fails if the CPA already belongs to a firm. */
export async function createFirmWithMember(firm: FirmRecord, member: FirmMemberRecord): Promise<void> {
  const result = await cpaDb()
    .transaction.write(({ firm: f, firmMember }) => [
      f.create(firm).commit(),
      firmMember.create(member).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('You are already a member of a firm');
}

export async function getFirmById(firmId: string): Promise<FirmRecord | null> {
  const { data } = await cpaDb().entities.firm.get({ firmId }).go();
  return data;
}

export async function updateFirmDetails(
  firmId: string,
  patch: { firmName: string; email: string | null; phone: string | null; updatedAt: string },
): Promise<FirmRecord> {
  let op = cpaDb()
    .entities.firm.patch({ firmId })
    .set({
      firmName: patch.firmName,
      firmNameLower: patch.firmName.toLowerCase(),
      updatedAt: patch.updatedAt,
      ...(patch.email ? { email: patch.email } : {}),
      ...(patch.phone ? { phone: patch.phone } : {}),
    });
  const remove = [...(patch.email ? [] : ['email' as const]), ...(patch.phone ? [] : ['phone' as const])];
  if (remove.length) op = op.remove(remove);
  const { data } = await op.go({ response: 'all_new' });
  return data as FirmRecord;
}

/** Firms whose name contains `text` (lower case): one Query over the firms' partition, filtered. */
export async function searchFirmsByName(text: string, limit = 20): Promise<FirmRecord[]> {
  const { data } = await cpaDb()
    .entities.firm.query.all({})
    .where(({ firmNameLower }, { contains }) => contains(firmNameLower, text))
    .go({ pages: 'all' });
  return data.slice(0, limit);
}

export async function getMembershipByUser(userId: string): Promise<FirmMemberRecord | null> {
  const { data } = await cpaDb().entities.firmMember.get({ userId }).go();
  return data;
}

export async function listMembersByFirm(firmId: string): Promise<FirmMemberRecord[]> {
  const { data } = await cpaDb().entities.firmMember.query.byFirm({ firmId }).go({ pages: 'all' });
  return data;
}

/** Adds a member; false if the CPA already belongs to a firm (one firm per CPA). */
export async function addMember(member: FirmMemberRecord): Promise<boolean> {
  return conditionalWrite(cpaDb().entities.firmMember.create(member).go());
}

export async function removeMember(userId: string): Promise<void> {
  await cpaDb().entities.firmMember.delete({ userId }).go();
}

export async function putInvitation(item: FirmInvitationRecord): Promise<void> {
  await cpaDb().entities.firmInvitation.create(item).go();
}

export async function getInvitationById(invitationId: string): Promise<FirmInvitationRecord | null> {
  const { data } = await cpaDb().entities.firmInvitation.get({ invitationId }).go();
  return data;
}

export async function listInvitationsByFirm(firmId: string): Promise<FirmInvitationRecord[]> {
  const { data } = await cpaDb()
    .entities.firmInvitation.query.byFirm({ firmId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

export async function listInvitationsByEmail(emailLower: string): Promise<FirmInvitationRecord[]> {
  const { data } = await cpaDb()
    .entities.firmInvitation.query.byEmail({ invitedEmailLower: emailLower })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** Moves a pending invitation to its answer; false when it was answered already. */
export async function answerInvitation(
  invitationId: string,
  status: 'accepted' | 'declined',
): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.firmInvitation.patch({ invitationId })
      .set({ status })
      .where((a, { eq }) => eq(a.status, 'pending'))
      .go(),
  );
}

export async function putJoinRequest(item: JoinRequestRecord): Promise<void> {
  await cpaDb().entities.joinRequest.create(item).go();
}

export async function getJoinRequestById(joinRequestId: string): Promise<JoinRequestRecord | null> {
  const { data } = await cpaDb().entities.joinRequest.get({ joinRequestId }).go();
  return data;
}

export async function listJoinRequestsByFirm(firmId: string): Promise<JoinRequestRecord[]> {
  const { data } = await cpaDb()
    .entities.joinRequest.query.byFirm({ firmId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

export async function listJoinRequestsByRequester(userId: string): Promise<JoinRequestRecord[]> {
  const { data } = await cpaDb()
    .entities.joinRequest.query.byRequester({ requesterUserId: userId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

export async function answerJoinRequest(
  joinRequestId: string,
  status: 'approved' | 'denied',
): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.joinRequest.patch({ joinRequestId })
      .set({ status })
      .where((a, { eq }) => eq(a.status, 'pending'))
      .go(),
  );
}
