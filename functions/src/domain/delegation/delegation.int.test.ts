import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  quickUser,
  readOutbox,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { lookupActiveGrant } from './grant-lookup';
import { submittedCpa, userIdOf, verifiedCpa } from './test-support/cpa-fixtures';

let opts: ClientOptions;
let outbox: string;
beforeAll(() => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
});

async function requestAndAnswer(cpa: TestUser, client: TestUser, status: 'approved' | 'denied') {
  const sent = await cpa.client.post('/api/cpa/access-requests', { clientEmail: client.email });
  expect(sent.status).toBe(201);
  const answered = await client.client.patch(`/api/client/access-requests/${sent.body.request.id}`, {
    status,
  });
  expect(answered.status).toBe(200);
  return sent.body.request.id as string;
}

describe('delegation: CPA access requests and the client decision', () => {
  it('runs request → approve → active on both sides → revoke, with the audit trail', async () => {
    const [cpa, client] = await Promise.all([verifiedCpa(opts), quickUser(opts, { firstName: 'Cleo' })]);
    const clientId = await userIdOf(client);

    const sent = await cpa.client.post('/api/cpa/access-requests', {
      clientEmail: ` ${client.email.toUpperCase()} `,
      requestMessage: 'For your 2024 taxes',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Access request sent');
    expect(sent.body.request).toMatchObject({
      status: 'pending',
      clientEmail: client.email,
      clientName: 'Cleo Lovelace',
    });
    expect((await readOutbox(outbox, client.email)).some((m) => m.text.includes('/client-delegation'))).toBe(
      true,
    );

    const duplicate = await cpa.client.post('/api/cpa/access-requests', { clientEmail: client.email });
    expect(duplicate.status).toBe(409);

    const cpaList = await cpa.client.get('/api/cpa/access-requests');
    expect(cpaList.body.requests).toHaveLength(1);
    const clientList = await client.client.get('/api/client/access-requests');
    expect(clientList.body.requests[0]).toMatchObject({
      displayType: 'individual',
      displayName: 'Carla Lovelace',
      cpaEmail: cpa.email,
      requestMessage: 'For your 2024 taxes',
      status: 'pending',
    });
    expect(await lookupActiveGrant(cpa.userId, clientId)).toBeNull();
    expect((await cpa.client.get('/api/cpa/clients')).body.clients).toEqual([]);

    const approved = await client.client.patch(`/api/client/access-requests/${sent.body.request.id}`, {
      status: 'approved',
      clientResponse: 'Go ahead',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({ status: 'approved', clientResponse: 'Go ahead' });
    const twice = await client.client.patch(`/api/client/access-requests/${sent.body.request.id}`, {
      status: 'denied',
    });
    expect(twice.status).toBe(409);

    expect((await lookupActiveGrant(cpa.userId, clientId))?.via).toBe('direct');
    const clients = await cpa.client.get('/api/cpa/clients');
    expect(clients.body.clients).toEqual([
      expect.objectContaining({
        id: clientId,
        clientUserId: clientId,
        clientName: 'Cleo Lovelace',
        name: 'Cleo Lovelace',
        email: client.email,
        grantType: 'individual',
        documentCount: 0,
        lastUploadAt: null,
      }),
    ]);
    const cpas = await client.client.get('/api/client/cpas');
    expect(cpas.body.cpas).toEqual([
      expect.objectContaining({ cpaUserId: cpa.userId, displayType: 'individual', cpaEmail: cpa.email }),
    ]);
    expect((await cpa.client.post('/api/cpa/access-requests', { clientEmail: client.email })).status).toBe(
      409,
    );

    const revoked = await client.client.delete(`/api/client/cpas/${cpa.userId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Access revoked');
    // Effective at once: the next lookup finds nothing.
    expect(await lookupActiveGrant(cpa.userId, clientId)).toBeNull();
    expect((await cpa.client.get('/api/cpa/clients')).body.clients).toEqual([]);
    expect((await cpa.client.get('/api/cpa/access-requests')).body.requests[0].status).toBe('revoked');
    expect((await client.client.delete(`/api/client/cpas/${cpa.userId}`)).status).toBe(404);

    const log = await client.client.get('/api/client/access-log');
    expect(log.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'access_revoked',
      'access_approved',
      'access_requested',
    ]);
    expect(log.body.entries[2]).toMatchObject({ actorName: 'Carla Lovelace', actorEmail: cpa.email });
  });

  it('keeps a denied or pending request without access', async () => {
    const [cpa, client] = await Promise.all([verifiedCpa(opts), quickUser(opts)]);
    await requestAndAnswer(cpa, client, 'denied');
    expect(await lookupActiveGrant(cpa.userId, await userIdOf(client))).toBeNull();
    expect((await cpa.client.get('/api/cpa/access-requests')).body.requests[0].status).toBe('denied');
  });

  it('validates requests with the spec messages and refuses unknown, self and non-client addresses', async () => {
    const [cpa, other] = await Promise.all([verifiedCpa(opts), verifiedCpa(opts)]);
    const blank = await cpa.client.post('/api/cpa/access-requests', { clientEmail: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.details.fields.clientEmail).toEqual(['Please enter a client email address']);
    expect(
      (await cpa.client.post('/api/cpa/access-requests', { clientEmail: 'nobody@example.com' })).status,
    ).toBe(404);
    expect((await cpa.client.post('/api/cpa/access-requests', { clientEmail: cpa.email })).status).toBe(400);
    expect((await cpa.client.post('/api/cpa/access-requests', { clientEmail: other.email })).status).toBe(
      404,
    );
  });

  it("lets only the request's client answer it, and only the client revoke", async () => {
    const [cpa, client, stranger] = await Promise.all([verifiedCpa(opts), quickUser(opts), quickUser(opts)]);
    const sent = await cpa.client.post('/api/cpa/access-requests', { clientEmail: client.email });
    const id = sent.body.request.id;
    expect(
      (await stranger.client.patch(`/api/client/access-requests/${id}`, { status: 'approved' })).status,
    ).toBe(404);
    expect((await cpa.client.patch(`/api/client/access-requests/${id}`, { status: 'approved' })).status).toBe(
      404,
    );
    const bad = await client.client.patch(`/api/client/access-requests/${id}`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    await client.client.patch(`/api/client/access-requests/${id}`, { status: 'approved' });
    expect((await stranger.client.delete(`/api/client/cpas/${cpa.userId}`)).status).toBe(404);
    expect(await lookupActiveGrant(cpa.userId, await userIdOf(client))).not.toBeNull();
  });

  it('locks CPA routes to verified CPAs and client routes to signed-in users', async () => {
    const [unverified, individual] = await Promise.all([submittedCpa(opts), quickUser(opts)]);
    for (const path of ['/api/cpa/access-requests', '/api/cpa/clients']) {
      expect((await unverified.client.get(path)).status).toBe(403);
      expect((await individual.client.get(path)).status).toBe(403);
      expect((await new ApiClient(opts).get(path)).status).toBe(401);
    }
    expect(
      (await unverified.client.post('/api/cpa/access-requests', { clientEmail: individual.email })).status,
    ).toBe(403);
    for (const path of ['/api/client/cpas', '/api/client/access-requests', '/api/client/access-log']) {
      expect((await new ApiClient(opts).get(path)).status).toBe(401);
      expect((await individual.client.get(path)).status).toBe(200);
    }
  });
});

describe('delegation to a firm', () => {
  it('grants every current and future member, and none after leaving or revocation', async () => {
    const [alice, bob, carol, client] = await Promise.all([
      verifiedCpa(opts, 'Alice'),
      verifiedCpa(opts, 'Bob'),
      verifiedCpa(opts, 'Carol'),
      quickUser(opts),
    ]);
    const clientId = await userIdOf(client);
    const created = await alice.client.post('/api/cpa/firms', { firmName: 'Ledger & Co' });
    expect(created.status).toBe(201);
    const firmId = created.body.firm.id;
    // Bob joins before the approval (invitation), Carol after (join request).
    await alice.client.post(`/api/cpa/firms/${firmId}/invite`, { email: bob.email });
    const invitation = (await bob.client.get('/api/cpa/firms/invitations/received')).body.invitations[0];
    expect((await bob.client.post(`/api/cpa/firms/invitations/${invitation.id}/accept`, {})).status).toBe(
      200,
    );

    const sent = await alice.client.post('/api/cpa/access-requests', { clientEmail: client.email });
    expect(sent.body.request.firmName).toBe('Ledger & Co');
    const seen = (await client.client.get('/api/client/access-requests')).body.requests[0];
    expect(seen).toMatchObject({
      displayType: 'firm',
      displayName: 'Ledger & Co',
      cpaName: 'Alice Lovelace',
      firmMemberCount: 2,
    });
    await client.client.patch(`/api/client/access-requests/${sent.body.request.id}`, { status: 'approved' });

    expect((await lookupActiveGrant(alice.userId, clientId))?.via).toBe('firm');
    expect((await lookupActiveGrant(bob.userId, clientId))?.via).toBe('firm');
    expect(await lookupActiveGrant(carol.userId, clientId)).toBeNull();
    expect((await client.client.get('/api/client/cpas')).body.cpas).toEqual([
      expect.objectContaining({ cpaUserId: firmId, displayType: 'firm', displayName: 'Ledger & Co' }),
    ]);

    await carol.client.post(`/api/cpa/firms/${firmId}/request-join`, { message: 'Hi' });
    const joinRequests = (await alice.client.get(`/api/cpa/firms/${firmId}/join-requests`)).body.joinRequests;
    expect(joinRequests[0]).toMatchObject({ requesterEmail: carol.email, message: 'Hi', status: 'pending' });
    await bob.client.post(`/api/cpa/firms/join-requests/${joinRequests[0].id}/approve`, {});
    expect((await lookupActiveGrant(carol.userId, clientId))?.via).toBe('firm');
    expect((await carol.client.get('/api/cpa/clients')).body.clients[0]).toMatchObject({
      grantType: 'firm',
      id: clientId,
    });

    expect((await bob.client.post('/api/cpa/firms/leave', {})).status).toBe(200);
    expect(await lookupActiveGrant(bob.userId, clientId)).toBeNull();

    const actions = (await client.client.get('/api/client/access-log')).body.entries.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['firm_member_joined', 'firm_member_left']));

    await client.client.delete(`/api/client/cpas/${firmId}`);
    expect(await lookupActiveGrant(alice.userId, clientId)).toBeNull();
    expect(await lookupActiveGrant(carol.userId, clientId)).toBeNull();
  });
});
