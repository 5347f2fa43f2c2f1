// The authorisation matrix of documents under delegation (issue 10, Tests): every route of the route
// table that can address a client's data (it takes `asClientId`) × every grant state a CPA can be in,
// asserting the exact status of each call, called in-process through the security harness's `invoke`
// and the documents areas' own request builders — so a new documents route is covered the day it
// exists. Also: a delegate's allowed call writes exactly one entry to the client's access trail and a
// refused one none (decision 084), and a revocation takes effect on the very next request.
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ROUTE_IDS, routes, type RouteId } from '@docledger/shared/api/routes';
import { useLocalStack } from '../../../../infra/local/test-env';
import { db } from '../../db/db';
import { listAuditEntriesByClient } from '../../db/access/delegation';
import { getUserById } from '../../db/access/users';
import { accountFactory, type Accounts, type TestAccount } from '../../security/accounts';
import { loadDeclarations } from '../../security/areas';
import type { RequestParts, RouteDeclaration } from '../../security/declarations';
import { invoke } from '../../security/invoke';
import { acceptInvitation, createFirm, invite, leaveFirm } from '../firms/firms';
import { answerRequest, requestAccess, revokeAccess } from './delegation';

/** What a route does with the addressed owner's documents. */
type Action = 'view' | 'upload' | 'export' | 'edit' | 'delete';

/** The CPA's relation to the client, plus the client themselves ('own'). */
const STATES = [
  'own',
  'granted',
  'pending',
  'denied',
  'revoked',
  'firmGrantedLaterMember',
  'firmMemberWhoLeft',
  'unverifiedWithGrant',
  'noRelation',
] as const;
type State = (typeof STATES)[number];

/** Spec part 3 §6: a granted CPA views and uploads (an export is a way of viewing), never edits or deletes. */
const DELEGATE_MAY: Record<Action, boolean> = {
  view: true,
  upload: true,
  export: true,
  edit: false,
  delete: false,
};
const HOLDS_A_GRANT: Record<State, boolean> = {
  own: false,
  granted: true,
  pending: false,
  denied: false,
  revoked: false,
  firmGrantedLaterMember: true,
  firmMemberWhoLeft: false,
  unverifiedWithGrant: false,
  noRelation: false,
};

function shapeHas(schema: z.ZodType, key: string): boolean {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return Boolean(shape && key in shape);
}

/** The routes that can address someone else's documents: those taking `asClientId`. */
const DELEGABLE = ROUTE_IDS.filter(
  (id) => shapeHas(routes[id].query, 'asClientId') || shapeHas(routes[id].body, 'asClientId'),
);

function actionOf(id: RouteId): Action {
  const { method, path } = routes[id];
  if (method === 'DELETE') return 'delete';
  if (method === 'PATCH' || method === 'PUT') return 'edit';
  if (method === 'POST') return 'upload';
  return /\{id\}\/export/.test(path) ? 'export' : 'view';
}

/**
 * Routes that accept `asClientId` but answer about the signed-in user only, never the client's data:
 * every caller gets their own answer (200) and nothing is written to the client's trail.
 */
const CALLER_ONLY: ReadonlySet<RouteId> = new Set<RouteId>([
  // The caller's own export permissions: they govern what this user may export, also for a client.
  'getExportPermissions',
]);

function asClient(id: RouteId, request: RequestParts, clientId: string): RequestParts {
  if (shapeHas(routes[id].query, 'asClientId'))
    return { ...request, query: { ...request.query, asClientId: clientId } };
  return { ...request, body: { ...(request.body as object), asClientId: clientId } };
}

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let accounts: Accounts;
let declarations: Awaited<ReturnType<typeof loadDeclarations>>;
let client: TestAccount;
const cpas = {} as Record<Exclude<State, 'own'>, TestAccount>;

const userActor = async (a: TestAccount) => ({ user: (await getUserById(a.userId))! });

/** A request from `cpa` to `client`, answered or not. */
async function request(cpa: TestAccount, answer?: 'approved' | 'denied'): Promise<string> {
  const { request: sent } = await requestAccess(await userActor(cpa), {
    clientEmail: client.email,
    requestMessage: null,
  });
  if (answer) await answerRequest(await userActor(client), sent.id, { status: answer, clientResponse: null });
  return sent.id;
}

beforeAll(async () => {
  useLocalStack();
  [accounts, declarations] = await Promise.all([accountFactory(), loadDeclarations()]);
  client = await accounts.create({ role: 'individual' });
  // A paying client: the upload routes are called many times and must not meet the free quota.
  await db().entities.user.patch({ userId: client.userId }).set({ accountTier: 'premium' }).go();
  const [granted, pending, denied, revoked, founder, later, leaver, unverified, noRelation] =
    await Promise.all(Array.from({ length: 9 }, () => accounts.create({ role: 'business_cpa' })));
  Object.assign(cpas, {
    granted: granted!,
    pending: pending!,
    denied: denied!,
    revoked: revoked!,
    firmGrantedLaterMember: later!,
    firmMemberWhoLeft: leaver!,
    unverifiedWithGrant: unverified!,
    noRelation: noRelation!,
  });
  await request(granted!, 'approved');
  await request(pending!);
  await request(denied!, 'denied');
  await request(revoked!, 'approved');
  await revokeAccess(await userActor(client), revoked!.userId);
  // A firm: the founder and the leaver are members when the client approves the firm's request; the
  // later member joins after the approval; the leaver leaves after it.
  const { firm } = await createFirm(await userActor(founder!), {
    firmName: `Matrix ${randomUUID().slice(0, 6)}`,
    email: null,
    phone: null,
    soloPractitioner: false,
  });
  const join = async (cpa: TestAccount) => {
    const { invitation } = await invite(await userActor(founder!), firm.id, {
      email: cpa.email,
      message: null,
    });
    await acceptInvitation(await userActor(cpa), invitation.id);
  };
  await join(leaver!);
  await request(founder!, 'approved');
  await join(later!);
  await leaveFirm(await userActor(leaver!));
  // A CPA granted while verified whose verification no longer holds (expired approval).
  await request(unverified!, 'approved');
  await db().entities.user.patch({ userId: unverified!.userId }).set({ verificationStatus: 'expired' }).go();
}, 180_000);

function expectedFor(id: RouteId, decl: RouteDeclaration): Record<State, number> {
  const ok = decl.ok ?? 200;
  if (CALLER_ONLY.has(id)) return Object.fromEntries(STATES.map((s) => [s, ok])) as Record<State, number>;
  const delegateOk = DELEGATE_MAY[actionOf(id)];
  return Object.fromEntries(
    STATES.map((s) => [s, s === 'own' ? ok : HOLDS_A_GRANT[s] && delegateOk ? ok : 404]),
  ) as Record<State, number>;
}

describe('documents under delegation: every asClientId route × every grant state', () => {
  it('covers the documents and upload routes', () => {
    // A guard against the filter silently matching nothing (e.g. a schema shape change).
    expect(DELEGABLE.length).toBeGreaterThan(80);
    expect(DELEGABLE).toEqual(expect.arrayContaining(['uploadDocuments', 'deleteBankStatement', 'getW2']));
  });

  for (const id of DELEGABLE) {
    it(`${id} (${actionOf(id)})`, { timeout: 120_000 }, async () => {
      const decl = declarations.get(id);
      if (!decl) throw new Error(`${id} has no security declaration`);
      const base = (await decl.request?.({ owner: client, accounts })) ?? {};
      const expected = expectedFor(id, decl);
      const got = {} as Record<State, number>;
      const trail = {} as Record<State, number>;
      // The owner last: their delete or edit must not change what the delegates address.
      for (const state of [...STATES.filter((s) => s !== 'own'), 'own' as const]) {
        const who = state === 'own' ? client : cpas[state];
        const before = (await listAuditEntriesByClient(client.userId, 1000)).length;
        const res = await invoke(id, {
          ...(state === 'own' ? base : asClient(id, base, client.userId)),
          sessionToken: who.sessionToken,
          sourceIp: ip(),
        });
        got[state] = res.status;
        trail[state] = (await listAuditEntriesByClient(client.userId, 1000)).length - before;
      }
      const expectedTrail = Object.fromEntries(
        STATES.map((s) => [s, s !== 'own' && !CALLER_ONLY.has(id) && expected[s] < 400 ? 1 : 0]),
      ) as Record<State, number>;
      expect({ statuses: got, accessTrailEntries: trail }).toEqual({
        statuses: expected,
        accessTrailEntries: expectedTrail,
      });
    });
  }
});

describe('revocation', () => {
  it(
    'takes effect on the next request for every delegable route a grant allows',
    { timeout: 300_000 },
    async () => {
      const allowed = DELEGABLE.filter((id) => DELEGATE_MAY[actionOf(id)] && !CALLER_ONLY.has(id));
      const cpa = await accounts.create({ role: 'business_cpa' });
      const failures: string[] = [];
      for (const id of allowed) {
        const decl = declarations.get(id)!;
        const ok = decl.ok ?? 200;
        const req = asClient(id, (await decl.request?.({ owner: client, accounts })) ?? {}, client.userId);
        await request(cpa, 'approved');
        const before = await invoke(id, { ...req, sessionToken: cpa.sessionToken, sourceIp: ip() });
        await revokeAccess(await userActor(client), cpa.userId);
        const after = await invoke(id, { ...req, sessionToken: cpa.sessionToken, sourceIp: ip() });
        if (before.status !== ok || after.status !== 404)
          failures.push(`${id}: granted ${before.status} (want ${ok}), revoked ${after.status} (want 404)`);
      }
      expect(failures).toEqual([]);
    },
  );
});
