// Delegation (spec part 3): a verified CPA asks a client for access; the client approves (a grant for
// the CPA, or for the CPA's whole firm when asked as a firm member), denies, or later revokes.
import { randomUUID } from 'node:crypto';
import type {
  ActiveClient,
  ActiveCpa,
  AuditEntry,
  ClientAccessRequest,
  CpaAccessRequest,
  CreateAccessRequestBody,
  UpdateAccessRequestBody,
} from '@docledger/shared/api/schemas/delegation';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import {
  decideAccessRequest,
  getAccessRequestById,
  getGrant,
  listAccessRequestsByClient,
  listAccessRequestsByCpa,
  listAuditEntriesByClient,
  listGrantsByClient,
  listGrantsByGrantee,
  putAccessRequest,
  revokeGrant,
  type AccessRequestRecord,
  type GrantRecord,
} from '../../db/access/delegation';
import { getFirmById, getMembershipByUser, listMembersByFirm } from '../../db/access/firms';
import { getUserByEmail, type UserRecord } from '../../db/access/users';
import { listRecentDocumentsByOwner } from '../../db/access/documents';
import { clock } from '../../platform/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { appLink } from '../auth/links';
import { recordAudit } from './audit';
import { lookupActiveGrant } from './grant-lookup';
import { simpleMail } from './mail';
import { fullName, nowIso, usersById, type UserActor } from './people';

const CLIENT_ROLES = new Set(['client', 'individual']);

function cpaView(
  r: AccessRequestRecord,
  client: UserRecord | undefined,
  firmName: string | null,
): CpaAccessRequest {
  return {
    id: r.requestId,
    clientEmail: client?.email ?? '',
    clientName: client ? fullName(client) : 'Deleted account',
    status: r.status,
    requestMessage: r.requestMessage ?? null,
    clientResponse: r.clientResponse ?? null,
    requestedAt: r.requestedAt,
    respondedAt: r.respondedAt ?? null,
    firmName,
  };
}

async function firmNames(ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const firms = await Promise.all(unique.map((id) => getFirmById(id)));
  return new Map(firms.filter((f) => f !== null).map((f) => [f.firmId, f.firmName]));
}

export async function listCpaRequests(actor: UserActor): Promise<{ requests: CpaAccessRequest[] }> {
  const requests = await listAccessRequestsByCpa(actor.user.userId);
  const [clients, firms] = await Promise.all([
    usersById(requests.map((r) => r.clientUserId)),
    firmNames(requests.flatMap((r) => (r.firmId ? [r.firmId] : []))),
  ]);
  return {
    requests: requests.map((r) =>
      cpaView(r, clients.get(r.clientUserId), r.firmId ? (firms.get(r.firmId) ?? null) : null),
    ),
  };
}

export async function requestAccess(
  actor: UserActor,
  body: { clientEmail: string; requestMessage: string | null },
): Promise<{ message: string; request: CpaAccessRequest }> {
  const cpa = actor.user;
  const client = await getUserByEmail(body.clientEmail);
  if (client?.userId === cpa.userId) throw new ValidationError(CPA_MESSAGES.cannotRequestSelf);
  if (!client || !CLIENT_ROLES.has(client.userRole) || client.userStatus !== 'active')
    throw new NotFoundError(CPA_MESSAGES.notAClientAccount);
  if (await lookupActiveGrant(cpa.userId, client.userId))
    throw new ConflictError(CPA_MESSAGES.alreadyHasAccess);
  const previous = await listAccessRequestsByCpa(cpa.userId);
  if (previous.some((r) => r.clientUserId === client.userId && r.status === 'pending'))
    throw new ConflictError(CPA_MESSAGES.requestAlreadyPending);

  const membership = await getMembershipByUser(cpa.userId);
  const firm = membership ? await getFirmById(membership.firmId) : null;
  const now = nowIso(clock.now());
  const record: AccessRequestRecord = {
    requestId: randomUUID(),
    cpaUserId: cpa.userId,
    clientUserId: client.userId,
    status: 'pending',
    requestedAt: now,
    ...(firm ? { firmId: firm.firmId } : {}),
    ...(body.requestMessage ? { requestMessage: body.requestMessage } : {}),
  };
  await putAccessRequest(record);
  await recordAudit({
    clientUserId: client.userId,
    actorUserId: cpa.userId,
    action: 'access_requested',
    subject: firm?.firmName,
  });
  const who = firm ? `${fullName(cpa)} of ${firm.firmName}` : fullName(cpa);
  await sendMail(
    simpleMail(
      client.email,
      'A CPA asked for access to your documents',
      [
        `${who} (${cpa.email}) asked for access to view and upload your financial documents.`,
        'You decide: approve or deny the request on your Client Access page. You can revoke access at any time.',
      ],
      { label: 'Review the request', url: appLink('/client-delegation') },
    ),
  );
  return {
    message: CPA_MESSAGES.accessRequestSent,
    request: cpaView(record, client, firm?.firmName ?? null),
  };
}

async function clientView(requests: AccessRequestRecord[]): Promise<ClientAccessRequest[]> {
  const firmIds = [...new Set(requests.flatMap((r) => (r.firmId ? [r.firmId] : [])))];
  const [cpas, firms, counts] = await Promise.all([
    usersById(requests.map((r) => r.cpaUserId)),
    firmNames(firmIds),
    Promise.all(firmIds.map(async (id) => [id, (await listMembersByFirm(id)).length] as const)),
  ]);
  const memberCounts = new Map(counts);
  return requests.map((r) => {
    const cpa = cpas.get(r.cpaUserId);
    const cpaName = cpa ? fullName(cpa) : 'Deleted account';
    const firmName = r.firmId ? firms.get(r.firmId) : undefined;
    return {
      id: r.requestId,
      displayType: firmName ? 'firm' : 'individual',
      displayName: firmName ?? cpaName,
      cpaName,
      cpaEmail: cpa?.email ?? '',
      requestMessage: r.requestMessage ?? null,
      requestedAt: r.requestedAt,
      status: r.status,
      clientResponse: r.clientResponse ?? null,
      firmMemberCount: firmName && r.firmId ? (memberCounts.get(r.firmId) ?? 0) : null,
    };
  });
}

export async function listClientRequests(actor: UserActor): Promise<{ requests: ClientAccessRequest[] }> {
  return { requests: await clientView(await listAccessRequestsByClient(actor.user.userId)) };
}

export async function answerRequest(
  actor: UserActor,
  requestId: string,
  body: { status: UpdateAccessRequestBody['status']; clientResponse: string | null },
): Promise<{ message: string; request: ClientAccessRequest }> {
  const clientId = actor.user.userId;
  const request = await getAccessRequestById(requestId);
  // Someone else's request reads as missing: its existence is not revealed.
  if (!request || request.clientUserId !== clientId) throw new NotFoundError('Access request not found');
  if (request.status !== 'pending') throw new ConflictError(CPA_MESSAGES.requestAlreadyDecided);
  const now = nowIso(clock.now());
  let grant: GrantRecord | null = null;
  let firmName: string | undefined;
  if (body.status === 'approved') {
    const firm = request.firmId ? await getFirmById(request.firmId) : null;
    firmName = firm?.firmName;
    grant = {
      clientUserId: clientId,
      granteeId: firm ? firm.firmId : request.cpaUserId,
      granteeType: firm ? 'firm' : 'cpa',
      requestId: request.requestId,
      requestedBy: request.cpaUserId,
      approvedAt: now,
    };
  }
  await decideAccessRequest(
    request,
    {
      status: body.status,
      respondedAt: now,
      ...(body.clientResponse ? { clientResponse: body.clientResponse } : {}),
    },
    grant,
  );
  await recordAudit({
    clientUserId: clientId,
    actorUserId: clientId,
    action: body.status === 'approved' ? 'access_approved' : 'access_denied',
    subject: firmName ?? undefined,
  });
  const updated = (await getAccessRequestById(requestId))!;
  const [view] = await clientView([updated]);
  return { message: CPA_MESSAGES.accessRequestUpdated, request: view! };
}

export async function listActiveCpas(actor: UserActor): Promise<{ cpas: ActiveCpa[] }> {
  const grants = await listGrantsByClient(actor.user.userId);
  const [people, firms] = await Promise.all([
    usersById(grants.map((g) => g.requestedBy)),
    firmNames(grants.filter((g) => g.granteeType === 'firm').map((g) => g.granteeId)),
  ]);
  const cpas = grants
    .map((g): ActiveCpa => {
      const cpa = people.get(g.requestedBy);
      const cpaName = cpa ? fullName(cpa) : 'Deleted account';
      const firmName = g.granteeType === 'firm' ? (firms.get(g.granteeId) ?? 'Firm') : undefined;
      return {
        id: `${g.granteeType}:${g.granteeId}`,
        cpaUserId: g.granteeId,
        displayName: firmName ?? cpaName,
        displayType: firmName ? 'firm' : 'individual',
        cpaName,
        cpaEmail: cpa?.email ?? '',
        approvedAt: g.approvedAt,
      };
    })
    .sort((a, b) => b.approvedAt.localeCompare(a.approvedAt));
  return { cpas };
}

/** Revokes the grant to a CPA or a firm (the active entry's cpaUserId). Effective on the next request. */
export async function revokeAccess(actor: UserActor, granteeId: string): Promise<{ message: string }> {
  const clientId = actor.user.userId;
  const grant = await getGrant(clientId, granteeId);
  if (!grant || !(await revokeGrant(grant, nowIso(clock.now()))))
    throw new NotFoundError('No active access for this CPA');
  const firm = grant.granteeType === 'firm' ? await getFirmById(grant.granteeId) : null;
  await recordAudit({
    clientUserId: clientId,
    actorUserId: clientId,
    action: 'access_revoked',
    subject: firm?.firmName ?? undefined,
  });
  return { message: CPA_MESSAGES.accessRevoked };
}

/** The clients a CPA may act for (direct grants and the firm's), with their documents at a glance. */
export async function listCpaClients(actor: UserActor): Promise<{ clients: ActiveClient[] }> {
  const cpaId = actor.user.userId;
  const membership = await getMembershipByUser(cpaId);
  const [direct, viaFirm] = await Promise.all([
    listGrantsByGrantee(cpaId),
    membership ? listGrantsByGrantee(membership.firmId) : Promise.resolve([]),
  ]);
  const byClient = new Map<string, GrantRecord>();
  for (const g of [...viaFirm, ...direct]) byClient.set(g.clientUserId, g); // direct wins
  const clients = await usersById(byClient.keys());
  const rows = await Promise.all(
    [...byClient.values()].map(async (g): Promise<ActiveClient | null> => {
      const client = clients.get(g.clientUserId);
      if (!client) return null;
      const recent = await listRecentDocumentsByOwner(client.userId, { limit: 1 });
      const name = fullName(client);
      return {
        id: client.userId,
        clientUserId: client.userId,
        clientName: name,
        clientEmail: client.email,
        approvedAt: g.approvedAt,
        grantType: g.granteeType === 'firm' ? 'firm' : 'individual',
        documentCount: client.documentCount ?? 0,
        lastUploadAt: recent.items[0]?.createdAt ?? null,
        name,
        email: client.email,
      };
    }),
  );
  return {
    clients: rows.filter((r) => r !== null).sort((a, b) => a.clientName.localeCompare(b.clientName)),
  };
}

/** The client's audit trail: who requested, was granted, revoked, and which documents CPAs opened. */
export async function listAccessLog(actor: UserActor): Promise<{ entries: AuditEntry[] }> {
  const entries = await listAuditEntriesByClient(actor.user.userId);
  const people = await usersById(entries.map((e) => e.actorUserId));
  return {
    entries: entries.map((e) => {
      const who = people.get(e.actorUserId);
      return {
        id: e.entryId,
        at: e.at,
        action: e.action,
        actorName: e.actorUserId === actor.user.userId ? 'You' : who ? fullName(who) : 'Deleted account',
        actorEmail: who?.email ?? '',
        subject: e.subject ?? null,
        documentId: e.documentId ?? null,
      };
    }),
  };
}

export type { CreateAccessRequestBody };
