// Issue 10's routes: delegation, CPA verification, firms, referrals, billing. Owners of 'cpa' routes
// are verified CPAs; client routes are owned by an individual and their objects (requests, grants) are
// made here with a second party, a CPA, through the real domain functions.
import { randomUUID } from 'node:crypto';
import { getUserById } from '../../db/access/users';
import { listJoinRequestsByFirm } from '../../db/access/firms';
import { putObject } from '../../platform/storage';
import { answerRequest, requestAccess } from '../../domain/delegation/delegation';
import { createFirm, invite, requestJoin } from '../../domain/firms/firms';
import { createUpload, start } from '../../domain/verification/verification';
import { declareArea } from '../declarations';
import type { Accounts, TestAccount } from '../accounts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

async function actor(account: TestAccount) {
  return { user: (await getUserById(account.userId))! };
}

/** A pending access request from a fresh verified CPA to `client`. */
async function requestFrom(accounts: Accounts, client: TestAccount) {
  const cpa = await accounts.create({ role: 'business_cpa' });
  const { request } = await requestAccess(await actor(cpa), {
    clientEmail: client.email,
    requestMessage: null,
  });
  return { cpa, requestId: request.id };
}

async function firmOf(owner: TestAccount) {
  return (
    await createFirm(await actor(owner), {
      firmName: `Firm ${randomUUID().slice(0, 6)}`,
      email: null,
      phone: null,
      soloPractitioner: false,
    })
  ).firm.id;
}

/** Verification routes are 'user' but for CPAs only: any other role is refused (403). */
const cpaOnly = {
  ownerRole: 'business_cpa' as const,
  expect: { otherUser: 403, adminNo2fa: 403, admin2fa: 403 },
};

async function draftWith(
  owner: TestAccount,
  types: Array<'government_id_front' | 'selfie_photo' | 'business_license'>,
) {
  const who = await actor(owner);
  await start(who);
  for (const artifactType of types) {
    const pdf = artifactType === 'business_license';
    const bytes = pdf ? PDF : PNG;
    const { artifact } = await createUpload(who, {
      artifactType,
      fileName: pdf ? 'license.pdf' : 'photo.png',
      contentType: pdf ? 'application/pdf' : 'image/png',
      size: bytes.length,
    });
    await putObject(`verification/${owner.userId}/${artifact.id}`, bytes, artifact.contentType);
  }
}

export default declareArea({
  // ---- delegation, CPA side
  listCpaAccessRequests: {},
  createCpaAccessRequest: {
    request: async ({ accounts }) => ({ body: { clientEmail: (await accounts.create()).email } }),
    ok: 201,
  },
  listCpaClients: {},
  // ---- delegation, client side (every signed-in user has their own lists)
  listClientAccessRequests: {},
  listClientCpas: {},
  listClientAccessLog: {},
  updateClientAccessRequest: {
    request: async ({ owner, accounts }) => ({
      params: { id: (await requestFrom(accounts, owner)).requestId },
      body: { status: 'approved' },
    }),
    ownedObject: true,
  },
  revokeClientCpa: {
    request: async ({ owner, accounts }) => {
      const { cpa, requestId } = await requestFrom(accounts, owner);
      await answerRequest(await actor(owner), requestId, { status: 'approved', clientResponse: null });
      return { params: { cpaUserId: cpa.userId } };
    },
    ownedObject: true,
  },
  // ---- verification
  getVerificationStatus: cpaOnly,
  startVerification: { ...cpaOnly, request: () => ({ body: {} }) },
  createVerificationUpload: {
    ...cpaOnly,
    request: async ({ owner }) => {
      await start(await actor(owner));
      return {
        body: { artifactType: 'selfie_photo', fileName: 'me.png', contentType: 'image/png', size: 1000 },
      };
    },
  },
  submitVerification: {
    ...cpaOnly,
    request: async ({ owner }) => {
      await draftWith(owner, ['government_id_front', 'selfie_photo', 'business_license']);
      return {
        body: { businessLicenseNumber: 'L-1', businessLicenseState: 'NY', businessLicenseExpiration: null },
      };
    },
  },
  // ---- firms ('cpa': everyone but a verified CPA gets 403)
  getMyFirm: {},
  createFirm: { request: () => ({ body: { firmName: 'Harness & Co' } }), ok: 201 },
  updateFirm: {
    request: async ({ owner }) => ({ params: { id: await firmOf(owner) }, body: { firmName: 'Renamed' } }),
  },
  leaveFirm: {
    request: async ({ owner }) => {
      await firmOf(owner);
      return { body: {} };
    },
  },
  searchFirms: { request: () => ({ query: { q: 'ha' } }) },
  requestJoinFirm: {
    request: async ({ accounts }) => ({
      params: { id: await firmOf(await accounts.create({ role: 'business_cpa' })) },
      body: { message: 'Hello' },
    }),
    ok: 201,
  },
  inviteToFirm: {
    request: async ({ owner }) => ({
      params: { id: await firmOf(owner) },
      body: { email: `${randomUUID()}@example.com` },
    }),
    ok: 201,
  },
  listFirmInvitations: { request: async ({ owner }) => ({ params: { id: await firmOf(owner) } }) },
  listReceivedFirmInvitations: {},
  acceptFirmInvitation: {
    request: async ({ owner, accounts }) => {
      const other = await accounts.create({ role: 'business_cpa' });
      const firmId = await firmOf(other);
      const { invitation } = await invite(await actor(other), firmId, { email: owner.email, message: null });
      return { params: { id: invitation.id }, body: {} };
    },
  },
  declineFirmInvitation: {
    request: async ({ owner, accounts }) => {
      const other = await accounts.create({ role: 'business_cpa' });
      const firmId = await firmOf(other);
      const { invitation } = await invite(await actor(other), firmId, { email: owner.email, message: null });
      return { params: { id: invitation.id }, body: {} };
    },
  },
  listFirmJoinRequests: { request: async ({ owner }) => ({ params: { id: await firmOf(owner) } }) },
  approveJoinRequest: {
    request: async ({ owner, accounts }) => {
      const firmId = await firmOf(owner);
      await requestJoin(await actor(await accounts.create({ role: 'business_cpa' })), firmId, null);
      return { params: { id: (await listJoinRequestsByFirm(firmId))[0]!.joinRequestId }, body: {} };
    },
  },
  denyJoinRequest: {
    request: async ({ owner, accounts }) => {
      const firmId = await firmOf(owner);
      await requestJoin(await actor(await accounts.create({ role: 'business_cpa' })), firmId, null);
      return { params: { id: (await listJoinRequestsByFirm(firmId))[0]!.joinRequestId }, body: {} };
    },
  },
  // ---- referrals
  listReferrals: {},
  getReferralStats: {},
  sendReferral: { request: () => ({ body: { refereeEmail: `${randomUUID()}@example.com` } }), ok: 201 },
  // ---- billing: the harness's requests carry no provider signature header, so every caller is refused
  // (401) whoever they are; signed deliveries are tested in domain/billing/billing.int.test.ts.
  receiveBillingWebhook: {
    request: () => ({ body: { id: `evt_${randomUUID()}`, type: 'invoice.paid', data: { object: {} } } }),
    expect: { anonymous: 401, halfSession: 401, owner: 401, otherUser: 401, adminNo2fa: 401, admin2fa: 401 },
  },
});
