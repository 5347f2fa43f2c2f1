// Admin routes through their real handlers (in-process API Gateway events, the local gateway's chain)
// on the embedded stack: users, delete-user with two-factor, document-type limits obeyed by uploads,
// verification review with the CPA's e-mail, stats. The per-actor matrix of every admin route is in
// the security harness (functions/src/security/areas/admin.ts); here the other roles too.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteId } from '@docledger/shared/api/routes';
import { adminRoutes } from '@docledger/shared/api/routes/admin';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { useLocalStack } from '../../../../infra/local/test-env';
import { getGrant } from '../../db/access/delegation';
import { getDocumentById } from '../../db/access/documents';
import { listKeysByUser } from '../../db/access/encryption-keys';
import { getUserByEmail, getUserById, updateUser } from '../../db/access/users';
import { createActiveUser } from '../auth/test-support/users';
import { accountFactory, HARNESS_PASSWORD, type Accounts, type TestAccount } from '../../security/accounts';
import { invoke, type Invocation } from '../../security/invoke';
import { answerRequest, requestAccess } from '../delegation/delegation';
import { onDocumentFinalised } from '../documents/hooks';
import { storeCompletedDocument } from '../documents/test-support/stored-documents';
import { logger } from '../../platform/logger';
import { sendQueueMessage } from '../../platform/queue';
import { listQueueDepthSamplesSince } from '../../db/access/admin';
import { takeQueueSample } from './queue-samples';
import { submittedVerification } from './test-support/verifications';

let accounts: Accounts;
let admin: TestAccount;
let outbox: string;

beforeAll(async () => {
  const stack = useLocalStack();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  accounts = await accountFactory();
  admin = await accounts.create({ role: 'admin', twoFactor: true });
});

const call = (id: RouteId, who: TestAccount | null, inv: Invocation = {}) =>
  invoke(id, { ...inv, sessionToken: who?.sessionToken });

/** The harness builds individuals, CPAs and admins; a client is an individual with the client role. */
async function clientAccount(): Promise<TestAccount> {
  const account = await accounts.create();
  const user = (await getUserById(account.userId))!;
  await updateUser(account.userId, user.version, { userRole: 'client' });
  return { ...account, role: 'individual' };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Valid-shaped requests of every admin route (authorisation is decided after the schemas). */
const SAMPLE: Record<string, Invocation> = {
  listUsers: {},
  updateUser: { params: { userId: randomUUID() }, body: { canEditStatements: true } },
  deleteUser: { body: { userId: randomUUID(), totpCode: '123456' } },
  updateDocumentType: { params: { code: 'other' }, body: { isActive: true } },
  listPendingVerifications: {},
  getVerificationForReview: { params: { id: randomUUID() } },
  decideVerification: { params: { id: randomUUID() }, body: { action: 'approve' } },
  downloadVerificationArtifact: { params: { id: randomUUID(), artifactId: randomUUID() } },
  getAdminStats: {},
  getWebhookConfig: {},
  saveWebhookConfig: {
    body: {
      webhookUrl: 'https://hooks.example.com/docledger',
      authToken: 'harness-token-0123456789',
      isEnabled: false,
      encryptFullPayload: false,
    },
  },
  testWebhook: {
    body: { webhookUrl: 'https://hooks.example.com/docledger', authToken: 'harness-token-0123456789' },
  },
  testVisitorIdConnection: {},
};

describe('admin routes: who may call them', () => {
  it('every admin route is in this list', () => {
    expect(Object.keys(adminRoutes).sort()).toEqual(Object.keys(SAMPLE).sort());
    for (const id of Object.keys(adminRoutes) as RouteId[]) expect(routes[id].auth).toBe('admin');
  });

  it('refuses anonymous (401), every other role (403) and an admin without two-factor (403 TWO_FACTOR_REQUIRED)', async () => {
    const [individual, client, cpa, adminNo2fa] = await Promise.all([
      accounts.create({ role: 'individual' }),
      clientAccount(),
      accounts.create({ role: 'business_cpa' }),
      accounts.create({ role: 'admin' }),
    ]);
    for (const [id, inv] of Object.entries(SAMPLE)) {
      const rid = id as RouteId;
      expect((await call(rid, null, inv)).status, `${id} anonymous`).toBe(401);
      for (const who of [individual, client, cpa]) {
        const res = await call(rid, who, inv);
        expect(res.status, `${id} as ${who.role}`).toBe(403);
        expect((res.json as Json).code).toBe('FORBIDDEN');
      }
      const no2fa = await call(rid, adminNo2fa, inv);
      expect(no2fa.status, `${id} admin without 2FA`).toBe(403);
      expect((no2fa.json as Json).code).toBe('TWO_FACTOR_REQUIRED');
    }
  });
});

describe('users', () => {
  it('pages through the directory in e-mail order with a cursor and finds users by the start of their e-mail', async () => {
    const tag = `adm-${randomUUID().slice(0, 8)}`;
    const emails = Array.from({ length: 7 }, (_, i) => `${tag}-${String.fromCharCode(103 - i)}@example.com`);
    await Promise.all(
      emails.map((email) =>
        createActiveUser('list', {
          email: email.toUpperCase(), // stored as typed, searched case-insensitively
          firstName: 'List',
          lastName: 'Test',
        }),
      ),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call('listUsers', admin, {
        query: { email: tag.toUpperCase(), limit: '3', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      const body = res.json as Json;
      seen.push(...body.users.map((u: Json) => u.email.toLowerCase()));
      cursor = body.cursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...emails].sort());

    const one = await call('listUsers', admin, { query: { email: emails[2]! } });
    expect((one.json as Json).users).toHaveLength(1);
    expect((one.json as Json).users[0]).toMatchObject({
      firstName: 'List',
      userRole: 'individual',
      status: 'active',
      canEditStatements: true,
    });
    expect((await call('listUsers', admin, { query: { cursor: 'not-a-cursor' } })).status).toBe(400);
  });

  it('an inactive user is signed out at once and cannot sign in; the edit permission switches', async () => {
    const user = await accounts.create();
    const off = await call('updateUser', admin, {
      params: { userId: user.userId },
      body: { userStatus: 'inactive', canEditStatements: false },
    });
    expect(off.status).toBe(200);
    expect((off.json as Json).user).toMatchObject({
      id: user.userId,
      status: 'inactive',
      canEditStatements: false,
    });
    expect((await call('getMe', user)).status).toBe(401);
    const login = await call('loginUser', null, { body: { email: user.email, password: HARNESS_PASSWORD } });
    expect(login.status).toBe(403);

    const on = await call('updateUser', admin, {
      params: { userId: user.userId },
      body: { userStatus: 'active' },
    });
    expect((on.json as Json).user.status).toBe('active');
    expect((await getUserById(user.userId))?.canEditStatements).toBe(false);

    expect(
      (await call('updateUser', admin, { params: { userId: randomUUID() }, body: { userStatus: 'active' } }))
        .status,
    ).toBe(404);
    expect((await call('updateUser', admin, { params: { userId: user.userId }, body: {} })).status).toBe(400);
    const self = await call('updateUser', admin, {
      params: { userId: admin.userId },
      body: { userStatus: 'inactive' },
    });
    expect(self.status).toBe(409);
    expect((self.json as Json).error).toBe(ADMIN_MESSAGES.cannotDeactivateSelf);
  });
});

describe('delete user', () => {
  it('needs a valid code; removes documents, objects, keys, sessions, grants and the account', async () => {
    const deleter = await accounts.create({ role: 'admin', twoFactor: true });
    const target = await accounts.create();
    const cpa = await accounts.create({ role: 'business_cpa' });
    const { request } = await requestAccess(
      { user: (await getUserById(cpa.userId))! },
      {
        clientEmail: target.email,
        requestMessage: null,
      },
    );
    await answerRequest({ user: (await getUserById(target.userId))! }, request.id, {
      status: 'approved',
      clientResponse: null,
    });
    expect(await getGrant(target.userId, cpa.userId)).not.toBeNull();
    const doc = await storeCompletedDocument(target.userId, 'invoice');

    const wrong = await call('deleteUser', deleter, { body: { userId: target.userId, totpCode: '000000' } });
    expect(wrong.status).toBe(400);
    expect((wrong.json as Json).details).toMatchObject({ errorType: 'invalid_totp', attemptsRemaining: 4 });

    const empty = await call('deleteUser', deleter, { body: { userId: target.userId, totpCode: '' } });
    expect(empty.status).toBe(400);
    expect((empty.json as Json).details.fields.totpCode).toContain(ADMIN_MESSAGES.totpRequired);

    const self = await call('deleteUser', deleter, {
      body: { userId: deleter.userId, totpCode: await generate({ secret: deleter.totpSecret! }) },
    });
    expect(self.status).toBe(400);
    expect((self.json as Json).details.errorType).toBe('validation_error');

    // The self-delete was refused before its code was checked, so the code is still unused.
    const res = await call('deleteUser', deleter, {
      body: { userId: target.userId, totpCode: await generate({ secret: deleter.totpSecret! }) },
    });
    expect(res.status).toBe(200);
    expect((res.json as Json).message).toBe(ADMIN_MESSAGES.userDeleted);
    expect(await getUserById(target.userId)).toBeNull();
    expect(await getUserByEmail(target.email)).toBeNull();
    expect(await getDocumentById(doc.documentId)).toBeNull();
    expect(await listKeysByUser(target.userId)).toEqual([]);
    expect(await getGrant(target.userId, cpa.userId)).toBeNull();
    expect((await call('getMe', target)).status).toBe(401);

    // user_not_found needs a valid code too (the code is checked first): another admin's fresh one.
    const other = await accounts.create({ role: 'admin', twoFactor: true });
    const gone = await call('deleteUser', other, {
      body: { userId: target.userId, totpCode: await generate({ secret: other.totpSecret! }) },
    });
    expect(gone.status).toBe(404);
    expect((gone.json as Json).details.errorType).toBe('user_not_found');
  });

  it('locks for 5 minutes after 5 wrong codes (rate_limited)', async () => {
    const deleter = await accounts.create({ role: 'admin', twoFactor: true });
    const statuses: number[] = [];
    let last: Json = {};
    for (let i = 0; i < 6; i++) {
      const res = await call('deleteUser', deleter, { body: { userId: randomUUID(), totpCode: '000000' } });
      statuses.push(res.status);
      last = res.json as Json;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect(last.details.errorType).toBe('rate_limited');
    expect(last.details.retryAfterSeconds).toBeGreaterThan(200);
  });
});

describe('document types', () => {
  it('validates limits and uploads obey a new page limit at once', async () => {
    const user = await accounts.create();
    const put = (code: string, body: unknown) =>
      call('updateDocumentType', admin, { params: { code }, body });
    expect((await put('other', { maxPages: 51 })).status).toBe(400);
    expect((await put('other', { maxNumberOfFiles: 0 })).status).toBe(400);
    expect((await put('other', { maxNumberOfFiles: 21 })).status).toBe(400);
    expect((await put('nope', { maxPages: 5 })).status).toBe(400);

    const page = (i: number) => ({ name: `p${i}.jpg`, size: 2000, contentType: 'image/jpeg' });
    const threePages = { documentType: 'other', pages: [page(1), page(2), page(3)] };
    // Only maxPages changes, briefly: the type config is global and other test files run meanwhile.
    try {
      const set = await put('other', { maxPages: 2 });
      expect(set.status).toBe(200);
      expect((set.json as Json).documentType).toMatchObject({ code: 'other', maxPages: 2 });
      const refused = await call('uploadMultipageDocument', user, { body: threePages });
      expect(refused.status).toBe(400);
      expect((refused.json as Json).error).toContain('at most 2 pages');
    } finally {
      await put('other', { maxPages: 10 });
    }
    expect((await call('uploadMultipageDocument', user, { body: threePages })).status).toBe(200);
  });
});

async function mailsTo(address: string): Promise<Json[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const all = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as Json),
  );
  return all.filter((m) => m.to === address);
}

describe('verification review', () => {
  it('lists, shows with artifacts, downloads an artifact, decides and e-mails the CPA', async () => {
    const cpa = await accounts.create({ role: 'business_cpa' });
    const { verificationId, artifactIds } = await submittedVerification(cpa.userId);

    const pending = await call('listPendingVerifications', admin, { query: { limit: '100' } });
    expect(pending.status).toBe(200);
    expect((pending.json as Json).verifications.map((v: Json) => v.id)).toContain(verificationId);

    const detail = await call('getVerificationForReview', admin, { params: { id: verificationId } });
    expect(detail.status).toBe(200);
    expect((detail.json as Json).verification).toMatchObject({
      status: 'submitted',
      businessLicenseState: 'NY',
    });
    expect((detail.json as Json).artifacts).toHaveLength(3);

    const file = await call('downloadVerificationArtifact', admin, {
      params: { id: verificationId, artifactId: artifactIds[0]! },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const decide = (body: unknown) =>
      call('decideVerification', admin, { params: { id: verificationId }, body });
    const noReason = await decide({ action: 'reject' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify((noReason.json as Json).details)).toContain(ADMIN_MESSAGES.rejectionReasonRequired);
    const noInfo = await decide({ action: 'request_more_info', moreInfoRequested: ' ' });
    expect(JSON.stringify((noInfo.json as Json).details)).toContain(ADMIN_MESSAGES.moreInfoRequired);
    expect((await decide({ action: 'approve', expirationDays: 3651 })).status).toBe(400);
    expect((await decide({ action: 'approve', expirationDays: 0 })).status).toBe(400);

    const more = await decide({
      action: 'request_more_info',
      moreInfoRequested: 'A clearer photo of the license',
      adminNotes: 'blurry',
    });
    expect(more.status).toBe(200);
    expect((more.json as Json).verification.status).toBe('needs_more_info');

    const approved = await decide({ action: 'approve' });
    expect(approved.status).toBe(200);
    expect((approved.json as Json).verification.status).toBe('approved');
    const days = (Date.parse((approved.json as Json).verification.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect((await getUserById(cpa.userId))?.verificationStatus).toBe('approved');

    const mails = await mailsTo(cpa.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/more information/i),
        expect.stringMatching(/is approved/i),
      ]),
    );
    expect(mails.find((m) => /more information/i.test(m.subject))!.text).toContain(
      'A clearer photo of the license',
    );

    expect((await call('getVerificationForReview', admin, { params: { id: randomUUID() } })).status).toBe(
      404,
    );
  });
});

describe('stats', () => {
  it('counts users by role and status, final documents per type over 7 days and pending verifications', async () => {
    const before = (await call('getAdminStats', admin)).json as Json;
    await submittedVerification((await accounts.create({ role: 'business_cpa' })).userId);
    await clientAccount();
    const doc = await storeCompletedDocument((await accounts.create()).userId, 'irs_1099');
    await onDocumentFinalised(doc, logger);
    const res = await call('getAdminStats', admin);
    expect(res.status).toBe(200);
    const after = res.json as Json;
    expect(after.users.byRole.client).toBeGreaterThanOrEqual((before.users.byRole.client ?? 0) + 1);
    expect(after.users.total).toBe(
      Object.values(after.users.byStatus as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    expect(after.verificationsPending).toBeGreaterThanOrEqual(1);
    expect(after.documents.days).toBe(7);
    expect(after.documents.byType).toHaveLength(11);
    expect(after.documents.failuresByDay).toHaveLength(7);
    const irs = (d: Json) => d.documents.byType.find((t: Json) => t.documentType === 'irs_1099');
    expect(irs(after).completed).toBeGreaterThanOrEqual(irs(before).completed + 1);
    expect(irs(after).averageConfidence).toBeGreaterThan(0);
    expect(irs(after).reviewRequiredShare).toBeGreaterThanOrEqual(0);
  });

  it('records queue depth samples (TTL 8 days) and returns the hourly history and the dead-letter depths now', async () => {
    const stack = useLocalStack();
    const empty = (await call('getAdminStats', admin)).json as Json;
    expect(empty.deadLetters).toEqual([
      { name: 'extraction', depth: 0 },
      { name: 'webhooks', depth: 0 },
    ]);
    const first = await takeQueueSample(logger);
    expect(first.extractionDeadLetters).toBe(0);
    // A message that exhausted its receives sits in the extraction DLQ (as SQS's redrive leaves it).
    await sendQueueMessage(stack.queues.extractionDlq, { documentId: randomUUID() });
    const second = await takeQueueSample(logger);
    expect(second).toMatchObject({ extractionDeadLetters: 1, webhooksDeadLetters: 0 });
    expect(second.extractionWaiting).toEqual(expect.any(Number));

    const stored = await listQueueDepthSamplesSince(first.at, Date.now());
    expect(stored.map((s) => s.at)).toEqual([first.at, second.at]);
    const ttl = stored[1]!.expiresAt - Math.floor(Date.parse(second.at) / 1000);
    expect(ttl).toBe(8 * 24 * 3600);

    const res = await call('getAdminStats', admin);
    expect(res.status).toBe(200);
    const stats = res.json as Json;
    expect(stats.deadLetters).toEqual([
      { name: 'extraction', depth: 1 },
      { name: 'webhooks', depth: 0 },
    ]);
    expect(stats.queueHistory).toMatchObject({ days: 7, bucketMinutes: 60 });
    expect(stats.queueHistory.points.length).toBeGreaterThanOrEqual(1);
    expect(stats.queueHistory.points.length).toBeLessThanOrEqual(168);
    const last = stats.queueHistory.points.at(-1);
    // Both samples fall in the current hour unless the test straddled an hour boundary.
    expect(last.extractionDeadLetters).toBe(1);
    expect(last.samples).toBeGreaterThanOrEqual(1);
    expect(Date.parse(last.at)).toBeLessThanOrEqual(Date.parse(second.at));
  });
});
