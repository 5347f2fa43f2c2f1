import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  linkFromOutbox,
  readOutbox,
  registerUser,
  signedInUser,
  uniqueEmail,
  STRONG_PASSWORD,
  type ClientOptions,
  localClientOptions,
} from './test-support/api-client';

let opts: ClientOptions;
let outbox: string;
beforeAll(() => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
});

const validRegistration = () => ({
  email: uniqueEmail('reg'),
  password: STRONG_PASSWORD,
  firstName: 'Grace',
  lastName: 'Hopper',
  userType: 'individual',
  agreedToPrivacyPolicy: true,
});

describe('POST /api/auth/register', () => {
  it('creates an unverified account and mails a verification link under PUBLIC_URL', async () => {
    const client = new ApiClient(opts);
    const body = validRegistration();
    const res = await client.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/check your email/i);
    const link = await linkFromOutbox(outbox, body.email, '/verify-email');
    expect(link.origin).toBe(new URL(opts.origin).origin);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '  ' }, 'Last name is required'],
    ['userType', { userType: 'admin' }, 'Please select an account type'],
    ['agreedToPrivacyPolicy', { agreedToPrivacyPolicy: false }, 'You must agree to the privacy policy'],
  ])('refuses an invalid %s with the spec message', async (field, patch, message) => {
    const res = await new ApiClient(opts).post('/api/auth/register', { ...validRegistration(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields[field]).toContain(message);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await new ApiClient(opts).post('/api/auth/register', {
      ...validRegistration(),
      password: 'password123',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.password[0]).toMatch(/too common/);
  });

  it('gives a business CPA the verification status "unverified"', async () => {
    const user = await signedInUser(opts, outbox, { userType: 'business_cpa' });
    const me = await user.client.get('/api/auth/me');
    expect(me.body).toMatchObject({ userRole: 'business_cpa', verificationStatus: 'unverified' });
  });

  it('answers a second sign-up for a known address exactly like a new one and warns the owner by mail', async () => {
    const first = await registerUser(opts);
    const again = await new ApiClient(opts).post('/api/auth/register', {
      ...validRegistration(),
      email: first.email.toUpperCase(),
    });
    const fresh = await new ApiClient(opts).post('/api/auth/register', validRegistration());
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const mails = await readOutbox(outbox, first.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/verify/i),
      expect.stringMatching(/tried to create/i),
    ]);
  });
});

describe('POST /api/auth/verify-email and /api/auth/login', () => {
  it('refuses sign-in before verification with a 403 mentioning "verify your email" (only with the right password)', async () => {
    const { email, password } = await registerUser(opts);
    const client = new ApiClient(opts);
    const wrong = await client.post('/api/auth/login', { email, password: 'Wrong-password-1' });
    expect(wrong.status).toBe(401);
    const right = await client.post('/api/auth/login', { email, password });
    expect(right.status).toBe(403);
    expect(right.body.error).toContain('verify your email');
    expect(right.setCookies).toEqual([]);
  });

  it('verifies with the mailed token; opening the link again says the address is already verified', async () => {
    const { email, client } = await registerUser(opts);
    const token = (await linkFromOutbox(outbox, email, '/verify-email')).searchParams.get('token');
    const ok = await client.post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/has been verified/);
    const again = await client.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your email address is already verified. You can sign in.');
  });

  it('refuses a missing or unknown token', async () => {
    const client = new ApiClient(opts);
    expect((await client.post('/api/auth/verify-email', {})).body.details.fields.token).toEqual([
      'Token is required',
    ]);
    expect((await client.post('/api/auth/verify-email', { token: 'x'.repeat(43) })).status).toBe(400);
  });

  it('signs in after verification: user summary, HttpOnly SameSite=Lax cookie, session and me', async () => {
    const { email, password, client } = await registerUser(opts, { firstName: 'Katherine' });
    const token = (await linkFromOutbox(outbox, email, '/verify-email')).searchParams.get('token');
    await client.post('/api/auth/verify-email', { token });
    const res = await client.post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { firstName: 'Katherine', userRole: 'individual', verificationStatus: null },
    });
    const cookie = res.setCookies.find((c) => c.startsWith('dl_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // PUBLIC_URL is plain-http localhost in the test stack: the one case without Secure.
    expect(cookie).not.toMatch(/Secure/);
    const session = await client.get('/api/auth/session');
    expect(session.body).toMatchObject({ authenticated: true, user: { firstName: 'Katherine', email } });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'city',
        'state',
        'zipCode',
        'country',
        'userRole',
        'accountTier',
        'twoFactorEnabled',
        'verificationStatus',
        'userStatus',
        'canEditStatements',
      ].sort(),
    );
    expect(me.body).toMatchObject({
      accountTier: 'free',
      twoFactorEnabled: false,
      userStatus: 'active',
      canEditStatements: true,
      phone: null,
    });
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    [
      { email: 'a@example.com', password: 'x', totpCode: '1234567' },
      'totpCode',
      'Authentication code must be at most 6 digits',
    ],
  ])('validates the login body (%j)', async (body, field, message) => {
    const res = await new ApiClient(opts).post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toContain(message);
  });

  it('gives a new session id on every sign-in (no fixation)', async () => {
    const user = await signedInUser(opts, outbox);
    const first = user.client.cookie;
    const again = await user.client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(again.status).toBe(200);
    expect(user.client.cookie).not.toBe(first);
    // The replaced session no longer works.
    expect((await user.client.get('/api/auth/session', { cookie: first })).body.authenticated).toBe(false);
  });
});

describe('GET /api/auth/session and /api/auth/me', () => {
  it('answers unauthenticated callers: session says false, me is 401', async () => {
    const client = new ApiClient(opts);
    expect((await client.get('/api/auth/session')).body).toEqual({ authenticated: false, user: null });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHORIZED');
    expect((await client.get('/api/auth/me', { cookie: 'dl_session=forged-value' })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and signs the user out everywhere', async () => {
    const user = await signedInUser(opts, outbox);
    const other = new ApiClient(opts);
    await other.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await other.get('/api/auth/me')).status).toBe(200);
    const loggedOutCookie = user.client.cookie;
    const res = await user.client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.setCookies[0]).toMatch(/^dl_session=;.*Max-Age=0/);
    expect((await user.client.get('/api/auth/me', { cookie: loggedOutCookie })).status).toBe(401);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it('answers a caller without a session the same way', async () => {
    const res = await new ApiClient(opts).post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
  });
});

describe('POST /api/auth/resend-verification-email', () => {
  it('sends a new link to an unverified address; the previous link stops working', async () => {
    const { email, client } = await registerUser(opts);
    const firstToken = (await linkFromOutbox(outbox, email, '/verify-email')).searchParams.get('token');
    const res = await client.post('/api/auth/resend-verification-email', { email });
    expect(res.status).toBe(200);
    const secondToken = (await linkFromOutbox(outbox, email, '/verify-email')).searchParams.get('token');
    expect(secondToken).not.toBe(firstToken);
    expect((await client.post('/api/auth/verify-email', { token: firstToken })).status).toBe(400);
    expect((await client.post('/api/auth/verify-email', { token: secondToken })).status).toBe(200);
  });

  it('validates the address', async () => {
    const res = await new ApiClient(opts).post('/api/auth/resend-verification-email', { email: 'x' });
    expect(res.body.details.fields.email).toEqual(['Invalid email address']);
  });
});
