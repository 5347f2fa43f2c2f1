// The breached-password list at every place a password is chosen: registration, change and reset
// answer 400 with the spec's message for well-known passwords the old hand-written list let through.
import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  linkFromOutbox,
  quickUser,
  readOutbox,
  STRONG_PASSWORD,
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

const TOO_COMMON = VALIDATION_MESSAGES.passwordTooCommon;

describe('breached passwords are refused', () => {
  it('at registration, with nothing created or mailed', async () => {
    const email = uniqueEmail('breached');
    const res = await new ApiClient(opts).post('/api/auth/register', {
      email,
      password: 'Steelers',
      firstName: 'Grace',
      lastName: 'Hopper',
      userType: 'individual',
      agreedToPrivacyPolicy: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields.password).toEqual([TOO_COMMON]);
    expect(await readOutbox(outbox, email)).toEqual([]);
  });

  it('at a password change, keeping the old password', async () => {
    const user = await quickUser(opts);
    const res = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'midnight',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.newPassword).toEqual([TOO_COMMON]);
    const login = await new ApiClient(opts).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
  });

  it('at a reset, without using up the link', async () => {
    const user = await quickUser(opts);
    await new ApiClient(opts).post('/api/auth/forgot-password', { email: user.email });
    const token = (await linkFromOutbox(outbox, user.email, '/reset-password')).searchParams.get('token');
    const res = await new ApiClient(opts).post('/api/auth/reset-password', {
      token,
      newPassword: '4815162342',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.newPassword).toEqual([TOO_COMMON]);
    const reset = await new ApiClient(opts).post('/api/auth/reset-password', {
      token,
      newPassword: `${STRONG_PASSWORD}-2`,
    });
    expect(reset.status).toBe(200);
  });
});
