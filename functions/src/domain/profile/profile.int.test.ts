import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { COMPANY } from '@docledger/shared/domain/limits';
import {
  ApiClient,
  readOutbox,
  quickUser,
  uniqueEmail,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { adjustUserDocumentCount, getUserByEmail } from '../../db/access/users';

let opts: ClientOptions;
let outbox: string;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  [alice, bob] = await Promise.all([quickUser(opts), quickUser(opts)]);
});

const fullProfile = {
  firstName: 'Alice',
  lastName: 'Liddell',
  phone: '+1 555 0100',
  address: '1 Rabbit Hole',
  city: 'Oxford',
  state: 'OX',
  zipCode: '12345',
  country: 'United Kingdom',
};

describe('PATCH /api/user/profile', () => {
  it('updates the profile and answers with the updated current user', async () => {
    const res = await alice.client.patch('/api/user/profile', fullProfile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...fullProfile, email: alice.email });
    expect((await alice.client.get('/api/auth/me')).body).toMatchObject(fullProfile);
  });

  it('clears optional fields sent blank and keeps the ones left out', async () => {
    await alice.client.patch('/api/user/profile', fullProfile);
    const res = await alice.client.patch('/api/user/profile', {
      firstName: 'Alice',
      lastName: 'Liddell',
      phone: '',
      city: null,
    });
    expect(res.body).toMatchObject({
      phone: null,
      city: null,
      address: '1 Rabbit Hole',
      country: 'United Kingdom',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ city: 'x'.repeat(101) }, 'city', 'This field is too long'],
  ])('validates %j', async (patch, field, message) => {
    const res = await alice.client.patch('/api/user/profile', { ...fullProfile, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toContain(message);
  });

  it("changes only the caller's own profile", async () => {
    await bob.client.patch('/api/user/profile', { ...fullProfile, firstName: 'Bob' });
    expect((await alice.client.get('/api/auth/me')).body.firstName).toBe('Alice');
    expect((await bob.client.get('/api/auth/me')).body.firstName).toBe('Bob');
  });

  it('needs a session and a JSON body from an allowed origin', async () => {
    expect((await new ApiClient(opts).patch('/api/user/profile', fullProfile)).status).toBe(401);
    const foreign = await alice.client.patch('/api/user/profile', fullProfile, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('GET /api/user/account-summary', () => {
  it('reports tier, documents against the free 10, two-factor and keys', async () => {
    const res = await bob.client.get('/api/user/account-summary');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userRole: 'individual',
      accountTier: 'free',
      documentCount: 0,
      freeDocumentLimit: 10,
      freeDocumentsRemaining: 10,
      twoFactorEnabled: false,
      encryptionKeyCount: 1,
      hasActiveKey: true,
      emailVerified: true,
    });
    const user = (await getUserByEmail(bob.email))!;
    await adjustUserDocumentCount(user.userId, 3);
    const after = (await bob.client.get('/api/user/account-summary')).body;
    expect(after).toMatchObject({ documentCount: 3, freeDocumentsRemaining: 7 });
    expect((await alice.client.get('/api/user/account-summary')).body.documentCount).toBe(0);
  });

  it('has no free-document allowance for a CPA (firm pricing)', async () => {
    const cpa = await quickUser(opts, { userRole: 'business_cpa' });
    const res = await cpa.client.get('/api/user/account-summary');
    expect(res.body).toMatchObject({
      userRole: 'business_cpa',
      freeDocumentLimit: null,
      freeDocumentsRemaining: null,
    });
  });

  it('needs a session', async () => {
    expect((await new ApiClient(opts).get('/api/user/account-summary')).status).toBe(401);
  });
});

describe('POST /api/contact', () => {
  const message = () => ({
    name: 'Visitor',
    email: uniqueEmail('visitor'),
    subject: 'Question\r\nBcc: x@evil.example',
    message: 'Hello,\n\nHow do I export?',
  });

  it('mails the support address with the sender as Reply-To, also without a session', async () => {
    const body = message();
    const res = await new ApiClient(opts).post('/api/contact', body);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Thank you/);
    const mail = (await readOutbox(outbox, COMPANY.supportEmail)).find((m) => m.replyTo === body.email)!;
    expect(mail.subject).toBe('[Contact] Question Bcc: x@evil.example');
    expect(mail.text).toContain('How do I export?');
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'nope' }, 'Invalid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: ' ' }, 'Message is required'],
  ])('validates %s', async (field, patch, text) => {
    const res = await new ApiClient(opts).post('/api/contact', { ...message(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toContain(text);
  });

  it('limits messages per IP (20 an hour)', async () => {
    const client = new ApiClient({ ...opts, localAddress: '127.0.0.23' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await client.post('/api/contact', message())).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Other addresses are unaffected.
    expect((await new ApiClient(opts).post('/api/contact', message())).status).toBe(200);
  });
});
