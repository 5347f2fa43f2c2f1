// Changing the e-mail address (decision 011): re-authentication, a link to the new address, a notice to
// the old one, every session ended on confirmation, and the same answer whether or not the new address
// already has an account.
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { useLocalStack } from '../../../../infra/local/test-env';
import { getUserById, listUsersByEmail } from '../../db/access/users';
import { accountFactory, type Accounts, type TestAccount } from '../../security/accounts';
import { invoke } from '../../security/invoke';
import { linkFromOutbox, readOutbox } from './test-support/api-client';

let accounts: Accounts;
let outbox: string;
beforeAll(async () => {
  const stack = useLocalStack();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  accounts = await accountFactory();
});

let ipCounter = 0;
/** Each call from its own address, so per-IP limits of other tests never interfere. */
const ip = () => `10.72.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const freshAddress = (tag: string) => `${tag}-${randomUUID().slice(0, 12)}@example.com`;

function requestChange(account: TestAccount, body: Record<string, unknown>) {
  return invoke('changeEmail', { sessionToken: account.sessionToken, body, sourceIp: ip() });
}

function login(email: string, password: string) {
  return invoke('loginUser', { body: { email, password }, sourceIp: ip() });
}

describe('POST /api/auth/change-email and confirm-email-change', () => {
  it('mails a link to the new address and a notice to the old; the link moves the account and ends every session', async () => {
    const user = await accounts.create();
    const newEmail = freshAddress('moved');
    const res = await requestChange(user, { currentPassword: user.password, newEmail });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: AUTH_MESSAGES.emailChangeRequested });
    const notice = (await readOutbox(outbox, user.email)).at(-1)!;
    expect(notice.subject).toMatch(/change of your .* email address was requested/i);
    expect(notice.text).toContain(newEmail);
    // Nothing changes until the link is opened.
    expect((await getUserById(user.userId))!.email).toBe(user.email);
    expect((await login(user.email, user.password)).status).toBe(200);

    const link = await linkFromOutbox(outbox, newEmail, '/confirm-email-change');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const confirmed = await invoke('confirmEmailChange', { body: { token }, sourceIp: ip() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ message: AUTH_MESSAGES.emailChanged });

    const stored = (await getUserById(user.userId))!;
    expect(stored).toMatchObject({ email: newEmail, emailLower: newEmail, emailVerified: true });
    expect((await invoke('getMe', { sessionToken: user.sessionToken })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(newEmail, user.password)).status).toBe(200);
    // The admin directory follows the new address.
    const listed = await listUsersByEmail({ emailPrefix: newEmail, limit: 5 });
    expect(listed.users.map((u) => u.userId)).toEqual([user.userId]);
    const done = (await readOutbox(outbox, user.email)).at(-1)!;
    expect(done.subject).toMatch(/email address was changed/i);
    // The link works once.
    const again = await invoke('confirmEmailChange', { body: { token }, sourceIp: ip() });
    expect(again.status).toBe(400);
    expect((again.json as { error: string }).error).toBe(AUTH_MESSAGES.emailChangeFailed);
  });

  it('needs the current password, and a code while two-factor is on', async () => {
    const user = await accounts.create();
    const newEmail = freshAddress('nopass');
    const wrong = await requestChange(user, { currentPassword: 'Not-the-password-1', newEmail });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      details: { fields: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] } },
    });
    const missing = await requestChange(user, { newEmail });
    expect(missing.status).toBe(400);
    expect(await readOutbox(outbox, newEmail)).toEqual([]);

    const secured = await accounts.create({ twoFactor: true });
    const target = freshAddress('twofactor');
    const noCode = await requestChange(secured, { currentPassword: secured.password, newEmail: target });
    expect(noCode.status).toBe(400);
    expect(noCode.json).toMatchObject({
      details: { fields: { totpCode: [AUTH_MESSAGES.reauthCodeRequired] } },
    });
    const withCode = await requestChange(secured, {
      currentPassword: secured.password,
      totpCode: await generate({ secret: secured.totpSecret! }),
      newEmail: target,
    });
    expect(withCode.status).toBe(200);
    expect((await readOutbox(outbox, target)).length).toBe(1);
  });

  it('answers alike when the new address has an account, which gets a notice and no link', async () => {
    const user = await accounts.create();
    const other = await accounts.create();
    const free = await requestChange(user, {
      currentPassword: user.password,
      newEmail: freshAddress('free'),
    });
    const taken = await requestChange(user, {
      currentPassword: user.password,
      newEmail: other.email.toUpperCase(),
    });
    expect(taken.status).toBe(free.status);
    expect(taken.json).toEqual(free.json);
    const toOther = await readOutbox(outbox, other.email);
    expect(toOther).toHaveLength(1);
    expect(toOther[0]!.subject).toMatch(/tried to move/i);
    expect(toOther[0]!.text).not.toContain('/confirm-email-change');
    expect((await getUserById(user.userId))!.email).toBe(user.email);
    expect((await getUserById(other.userId))!.email).toBe(other.email);
  });

  it('refuses the current address and a link whose address was claimed meanwhile', async () => {
    const user = await accounts.create();
    const same = await requestChange(user, {
      currentPassword: user.password,
      newEmail: user.email.toUpperCase(),
    });
    expect(same.status).toBe(400);
    expect(same.json).toMatchObject({
      details: { fields: { newEmail: [AUTH_MESSAGES.emailChangeSameAddress] } },
    });

    const target = freshAddress('race');
    expect((await requestChange(user, { currentPassword: user.password, newEmail: target })).status).toBe(
      200,
    );
    const token = (await linkFromOutbox(outbox, target, '/confirm-email-change')).searchParams.get('token')!;
    // Someone registers the address before the link is opened.
    const other = await accounts.create();
    const claimedBy = await requestChange(other, { currentPassword: other.password, newEmail: target });
    expect(claimedBy.status).toBe(200);
    const otherToken = (await linkFromOutbox(outbox, target, '/confirm-email-change')).searchParams.get(
      'token',
    )!;
    expect((await invoke('confirmEmailChange', { body: { token: otherToken }, sourceIp: ip() })).status).toBe(
      200,
    );
    const late = await invoke('confirmEmailChange', { body: { token }, sourceIp: ip() });
    expect(late.status).toBe(400);
    expect((await getUserById(user.userId))!.email).toBe(user.email);
    expect((await invoke('getMe', { sessionToken: user.sessionToken })).status).toBe(200);
  });

  it('a newer request voids the earlier link', async () => {
    const user = await accounts.create();
    const first = freshAddress('first');
    await requestChange(user, { currentPassword: user.password, newEmail: first });
    const firstToken = (await linkFromOutbox(outbox, first, '/confirm-email-change')).searchParams.get(
      'token',
    )!;
    await requestChange(user, { currentPassword: user.password, newEmail: freshAddress('second') });
    expect((await invoke('confirmEmailChange', { body: { token: firstToken }, sourceIp: ip() })).status).toBe(
      400,
    );
  });
});
