import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  linkFromOutbox,
  readOutbox,
  quickUser,
  uniqueEmail,
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

const NEW_PASSWORD = 'Another-Strong-Pass-7';

describe('forgot and reset password', () => {
  it('mails a reset link under PUBLIC_URL; the link sets a new password once and signs out every session', async () => {
    const user = await quickUser(opts);
    const res = await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    const link = await linkFromOutbox(outbox, user.email, '/reset-password');
    expect(link.origin).toBe(new URL(opts.origin).origin);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    const reset = await new ApiClient(opts).post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    const again = await new ApiClient(opts).post('/api/auth/reset-password', {
      token,
      newPassword: 'Yet-Another-Pass-8',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid or has expired/);
    const oldLogin = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.status).toBe(200);
  });

  it('voids an earlier link when a new one is requested', async () => {
    const user = await quickUser(opts);
    await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const first = (await linkFromOutbox(outbox, user.email, '/reset-password')).searchParams.get('token');
    await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const second = (await linkFromOutbox(outbox, user.email, '/reset-password')).searchParams.get('token');
    expect(second).not.toBe(first);
    expect(
      (
        await new ApiClient(opts).post('/api/auth/reset-password', {
          token: first,
          newPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await new ApiClient(opts).post('/api/auth/reset-password', {
          token: second,
          newPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a common new password without using up the link', async () => {
    const user = await quickUser(opts);
    await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const token = (await linkFromOutbox(outbox, user.email, '/reset-password')).searchParams.get('token');
    const common = await new ApiClient(opts).post('/api/auth/reset-password', {
      token,
      newPassword: 'qwerty123',
    });
    expect(common.status).toBe(400);
    expect(common.body.details.fields.newPassword[0]).toMatch(/too common/);
    expect(
      (await new ApiClient(opts).post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('validates both routes', async () => {
    const client = new ApiClient(opts);
    expect(
      (await client.post('/api/auth/forgot-password', { email: 'x' })).body.details.fields.email,
    ).toEqual(['Invalid email address']);
    const short = await client.post('/api/auth/reset-password', { token: 'abc', newPassword: 'short' });
    expect(short.body.details.fields.newPassword).toEqual(['Password must be at least 8 characters']);
    expect(
      (await client.post('/api/auth/reset-password', { newPassword: NEW_PASSWORD })).body.details.fields
        .token,
    ).toEqual(['Token is required']);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const user = await quickUser(opts);
    const unknown = uniqueEmail('ghost');
    const known = await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const ghost = await new ApiClient(opts).post('/api/auth/forgot-password', { email: unknown });
    expect(ghost.status).toBe(known.status);
    expect(ghost.body).toEqual(known.body);
    expect(await readOutbox(outbox, unknown)).toEqual([]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await quickUser(opts);
    const other = new ApiClient(opts);
    await other.post('/api/auth/login', { email: user.email, password: user.password });
    const res = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect(
      (await new ApiClient(opts).post('/api/auth/login', { email: user.email, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await readOutbox(outbox, user.email)).at(-1)!.subject).toMatch(/password was changed/);
  });

  it('refuses a wrong current password, a common or short new one, and missing fields', async () => {
    const user = await quickUser(opts);
    const wrong = await user.client.post('/api/auth/change-password', {
      currentPassword: 'Not-the-password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.fields.currentPassword).toEqual(['Current password is incorrect']);
    const common = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'iloveyou1',
    });
    expect(common.body.details.fields.newPassword[0]).toMatch(/too common/);
    const short = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'abc',
    });
    expect(short.body.details.fields.newPassword).toEqual(['Password must be at least 8 characters']);
    const missing = await user.client.post('/api/auth/change-password', { newPassword: NEW_PASSWORD });
    expect(missing.body.details.fields.currentPassword).toEqual(['Current password is required']);
  });

  it('needs a session', async () => {
    const res = await new ApiClient(opts).post('/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});
