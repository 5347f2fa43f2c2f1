// CPA firms (spec part 3 §2, §4, §5, §6): one firm per CPA; every member may edit, invite and answer
// join requests (no finer roles). Membership changes reach clients who granted the firm: a member who
// joins gains access, one who leaves loses it, and both appear in those clients' audit trails.
import { randomUUID } from 'node:crypto';
import type {
  Firm,
  FirmMember,
  JoinRequest,
  MyFirm,
  ReceivedInvitation,
  SentInvitation,
} from '@docledger/shared/api/schemas/firms';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import { listGrantsByGrantee } from '../../db/access/delegation';
import {
  addMember,
  answerInvitation,
  answerJoinRequest,
  createFirmWithMember,
  getFirmById,
  getInvitationById,
  getJoinRequestById,
  getMembershipByUser,
  listInvitationsByEmail,
  listInvitationsByFirm,
  listJoinRequestsByFirm,
  listJoinRequestsByRequester,
  listMembersByFirm,
  putInvitation,
  putJoinRequest,
  removeMember,
  searchFirmsByName,
  updateFirmDetails,
  type FirmInvitationRecord,
  type FirmRecord,
} from '../../db/access/firms';
import { getUserByEmail, normaliseEmail } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { appLink } from '../auth/links';
import { recordAudit } from '../delegation/audit';
import { simpleMail } from '../delegation/mail';
import { fullName, nowIso, usersById, type UserActor } from '../delegation/people';

const INVITATION_DAYS = 7;

function firmView(f: FirmRecord): Firm {
  return {
    id: f.firmId,
    firmName: f.firmName,
    email: f.email ?? null,
    phone: f.phone ?? null,
    createdAt: f.createdAt,
  };
}

async function membersOf(firmId: string): Promise<FirmMember[]> {
  const members = await listMembersByFirm(firmId);
  const users = await usersById(members.map((m) => m.userId));
  return members.flatMap((m) => {
    const u = users.get(m.userId);
    return u
      ? [{ id: u.userId, firstName: u.firstName, lastName: u.lastName, email: u.email, joinedAt: m.joinedAt }]
      : [];
  });
}

/** The firm `firmId` when the actor is one of its members; NOT_FOUND for anyone else. */
async function memberFirm(actor: UserActor, firmId: string): Promise<FirmRecord> {
  const membership = await getMembershipByUser(actor.user.userId);
  const firm = membership?.firmId === firmId ? await getFirmById(firmId) : null;
  if (!firm) throw new NotFoundError('Firm not found');
  return firm;
}

/** Clients who granted the firm hear of every membership change in their audit trail. */
async function auditMembership(firmId: string, firmName: string, userId: string, joined: boolean) {
  const grants = await listGrantsByGrantee(firmId);
  await Promise.all(
    grants.map((g) =>
      recordAudit({
        clientUserId: g.clientUserId,
        actorUserId: userId,
        action: joined ? 'firm_member_joined' : 'firm_member_left',
        subject: firmName,
      }),
    ),
  );
}

export async function getMyFirm(actor: UserActor): Promise<MyFirm> {
  const membership = await getMembershipByUser(actor.user.userId);
  const firm = membership ? await getFirmById(membership.firmId) : null;
  if (!firm) return { firm: null, members: [] };
  return { firm: firmView(firm), members: await membersOf(firm.firmId) };
}

export async function createFirm(
  actor: UserActor,
  body: { firmName?: string | null; email: string | null; phone: string | null; soloPractitioner: boolean },
): Promise<{ message: string; firm: Firm }> {
  if (await getMembershipByUser(actor.user.userId)) throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
  // A solo practitioner's firm carries their name unless they typed one (part 3 §2).
  const firmName = body.firmName?.trim() || `${fullName(actor.user)} CPA`;
  const now = nowIso(clock.now());
  const firm: FirmRecord = {
    firmId: randomUUID(),
    firmName,
    firmNameLower: firmName.toLowerCase(),
    createdBy: actor.user.userId,
    createdAt: now,
    updatedAt: now,
    ...(body.email ? { email: body.email } : {}),
    ...(body.phone ? { phone: body.phone } : {}),
  };
  await createFirmWithMember(firm, { userId: actor.user.userId, firmId: firm.firmId, joinedAt: now });
  return { message: CPA_MESSAGES.firmCreated, firm: firmView(firm) };
}

export async function updateFirm(
  actor: UserActor,
  firmId: string,
  body: { firmName: string; email: string | null; phone: string | null },
): Promise<{ message: string; firm: Firm }> {
  await memberFirm(actor, firmId);
  const firm = await updateFirmDetails(firmId, { ...body, updatedAt: nowIso(clock.now()) });
  return { message: CPA_MESSAGES.firmUpdated, firm: firmView(firm) };
}

/** Leaving removes the CPA's access to every client who granted the firm, from the next request on. */
export async function leaveFirm(actor: UserActor): Promise<{ message: string }> {
  const membership = await getMembershipByUser(actor.user.userId);
  if (!membership) throw new ConflictError(CPA_MESSAGES.notInFirm);
  const firm = await getFirmById(membership.firmId);
  await removeMember(actor.user.userId);
  await auditMembership(membership.firmId, firm?.firmName ?? 'Firm', actor.user.userId, false);
  return { message: CPA_MESSAGES.leftFirm };
}

export async function searchFirms(q: string) {
  const firms = await searchFirmsByName(q.trim().toLowerCase());
  const counts = await Promise.all(firms.map((f) => listMembersByFirm(f.firmId)));
  return {
    firms: firms.map((f, i) => ({ id: f.firmId, firmName: f.firmName, memberCount: counts[i]!.length })),
  };
}

export async function requestJoin(
  actor: UserActor,
  firmId: string,
  message: string | null,
): Promise<{ message: string }> {
  const firm = await getFirmById(firmId);
  if (!firm) throw new NotFoundError('Firm not found');
  if (await getMembershipByUser(actor.user.userId)) throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
  const mine = await listJoinRequestsByRequester(actor.user.userId);
  if (mine.some((r) => r.firmId === firmId && r.status === 'pending'))
    throw new ConflictError(CPA_MESSAGES.joinRequestPending);
  await putJoinRequest({
    joinRequestId: randomUUID(),
    firmId,
    requesterUserId: actor.user.userId,
    requestedAt: nowIso(clock.now()),
    status: 'pending',
    ...(message ? { message } : {}),
  });
  return { message: CPA_MESSAGES.joinRequestSent };
}

function invitationStatus(i: FirmInvitationRecord, now: string): SentInvitation['status'] {
  return i.status === 'pending' && i.validUntil <= now ? 'expired' : i.status;
}

export async function invite(
  actor: UserActor,
  firmId: string,
  body: { email: string; message: string | null },
): Promise<{ message: string; invitation: SentInvitation; warning?: string }> {
  const firm = await memberFirm(actor, firmId);
  const emailLower = normaliseEmail(body.email);
  const nowMs = clock.now();
  const now = nowIso(nowMs);
  const invitee = await getUserByEmail(emailLower);
  if (invitee && (await getMembershipByUser(invitee.userId))?.firmId === firmId)
    throw new ConflictError(CPA_MESSAGES.alreadyMember);
  const existing = await listInvitationsByFirm(firmId);
  if (existing.some((i) => i.invitedEmailLower === emailLower && invitationStatus(i, now) === 'pending'))
    throw new ConflictError(CPA_MESSAGES.invitationPending);
  const record: FirmInvitationRecord = {
    invitationId: randomUUID(),
    firmId,
    invitedEmail: body.email.trim(),
    invitedEmailLower: emailLower,
    inviterUserId: actor.user.userId,
    invitedAt: now,
    validUntil: nowIso(nowMs + INVITATION_DAYS * 24 * 3600_000),
    status: 'pending',
    ...(body.message ? { message: body.message } : {}),
  };
  await putInvitation(record);
  await sendMail(
    simpleMail(
      record.invitedEmail,
      `${firm.firmName} invited you to join their firm on DocLedger`,
      [
        `${fullName(actor.user)} invited you to join ${firm.firmName}.`,
        ...(body.message ? [`Their message: ${body.message}`] : []),
        'Only verified CPAs can accept. The invitation is valid for 7 days.',
      ],
      { label: 'Open Firm Management', url: appLink('/cpa-firm') },
    ),
  );
  const verified = invitee?.userRole === 'business_cpa' && invitee.verificationStatus === 'approved';
  return {
    message: CPA_MESSAGES.invitationSent,
    invitation: sentView(record, now),
    ...(verified ? {} : { warning: CPA_MESSAGES.invitationWarningNotVerified }),
  };
}

function sentView(i: FirmInvitationRecord, now: string): SentInvitation {
  return {
    id: i.invitationId,
    invitedEmail: i.invitedEmail,
    message: i.message ?? null,
    invitedAt: i.invitedAt,
    expiresAt: i.validUntil,
    status: invitationStatus(i, now),
  };
}

export async function listSentInvitations(actor: UserActor, firmId: string) {
  await memberFirm(actor, firmId);
  const now = nowIso(clock.now());
  return { invitations: (await listInvitationsByFirm(firmId)).map((i) => sentView(i, now)) };
}

export async function listReceivedInvitations(
  actor: UserActor,
): Promise<{ invitations: ReceivedInvitation[] }> {
  const now = nowIso(clock.now());
  const pending = (await listInvitationsByEmail(actor.user.emailLower)).filter(
    (i) => invitationStatus(i, now) === 'pending',
  );
  const [firms, inviters] = await Promise.all([
    Promise.all(pending.map((i) => getFirmById(i.firmId))),
    usersById(pending.map((i) => i.inviterUserId)),
  ]);
  return {
    invitations: pending.flatMap((i, n) => {
      const firm = firms[n];
      if (!firm) return [];
      const inviter = inviters.get(i.inviterUserId);
      return [
        {
          id: i.invitationId,
          firmName: firm.firmName,
          inviterName: inviter ? fullName(inviter) : firm.firmName,
          message: i.message ?? null,
          expiresAt: i.validUntil,
        },
      ];
    }),
  };
}

async function receivedInvitation(actor: UserActor, invitationId: string): Promise<FirmInvitationRecord> {
  const inv = await getInvitationById(invitationId);
  // An invitation to someone else reads as missing.
  if (!inv || inv.invitedEmailLower !== actor.user.emailLower)
    throw new NotFoundError('Invitation not found');
  const status = invitationStatus(inv, nowIso(clock.now()));
  if (status === 'expired') throw new ConflictError(CPA_MESSAGES.invitationExpired);
  if (status !== 'pending') throw new ConflictError(CPA_MESSAGES.invitationAnswered);
  return inv;
}

export async function acceptInvitation(actor: UserActor, invitationId: string): Promise<{ message: string }> {
  const inv = await receivedInvitation(actor, invitationId);
  // The route's 'cpa' level already demands it; checked here too because the rule is the spec's (§5).
  if (actor.user.userRole !== 'business_cpa' || actor.user.verificationStatus !== 'approved')
    throw new ForbiddenError(CPA_MESSAGES.mustBeVerifiedToAccept);
  if (await getMembershipByUser(actor.user.userId)) throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
  const firm = await getFirmById(inv.firmId);
  if (!firm) throw new NotFoundError('Firm not found');
  if (!(await answerInvitation(invitationId, 'accepted')))
    throw new ConflictError(CPA_MESSAGES.invitationAnswered);
  if (!(await addMember({ userId: actor.user.userId, firmId: firm.firmId, joinedAt: nowIso(clock.now()) })))
    throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
  await auditMembership(firm.firmId, firm.firmName, actor.user.userId, true);
  return { message: CPA_MESSAGES.invitationAccepted };
}

export async function declineInvitation(
  actor: UserActor,
  invitationId: string,
): Promise<{ message: string }> {
  await receivedInvitation(actor, invitationId);
  if (!(await answerInvitation(invitationId, 'declined')))
    throw new ConflictError(CPA_MESSAGES.invitationAnswered);
  return { message: CPA_MESSAGES.invitationDeclined };
}

export async function listJoinRequests(
  actor: UserActor,
  firmId: string,
): Promise<{ joinRequests: JoinRequest[] }> {
  await memberFirm(actor, firmId);
  const requests = await listJoinRequestsByFirm(firmId);
  const people = await usersById(requests.map((r) => r.requesterUserId));
  return {
    joinRequests: requests.map((r) => {
      const u = people.get(r.requesterUserId);
      return {
        id: r.joinRequestId,
        requesterName: u ? fullName(u) : 'Deleted account',
        requesterEmail: u?.email ?? '',
        message: r.message ?? null,
        requestedAt: r.requestedAt,
        status: r.status,
      };
    }),
  };
}

async function answerJoin(actor: UserActor, joinRequestId: string, status: 'approved' | 'denied') {
  const request = await getJoinRequestById(joinRequestId);
  if (!request) throw new NotFoundError('Join request not found');
  const firm = await memberFirm(actor, request.firmId);
  if (request.status !== 'pending') throw new ConflictError(CPA_MESSAGES.joinAnswered);
  if (status === 'approved' && (await getMembershipByUser(request.requesterUserId)))
    throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
  if (!(await answerJoinRequest(joinRequestId, status))) throw new ConflictError(CPA_MESSAGES.joinAnswered);
  if (status === 'approved') {
    if (
      !(await addMember({
        userId: request.requesterUserId,
        firmId: firm.firmId,
        joinedAt: nowIso(clock.now()),
      }))
    )
      throw new ConflictError(CPA_MESSAGES.alreadyInFirm);
    await auditMembership(firm.firmId, firm.firmName, request.requesterUserId, true);
  }
  return { message: status === 'approved' ? CPA_MESSAGES.joinApproved : CPA_MESSAGES.joinDenied };
}

export const approveJoin = (actor: UserActor, id: string) => answerJoin(actor, id, 'approved');
export const denyJoin = (actor: UserActor, id: string) => answerJoin(actor, id, 'denied');
