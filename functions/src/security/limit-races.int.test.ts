// Race tests through the routes for the limiters limits.int.test.ts checks only sequentially or at the
// counter (issue 7): for each, the allowance is used up to `left` units, then N > left parallel
// requests go through the real handler chain, and exactly `left` get past the limit while the rest get
// 429 with Retry-After, never a 5xx. (Sign-in per account and per IP and two-factor per account race
// in limits.int.test.ts.)
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import {
  EMAIL_CHANGES_PER_USER,
  KEY_CHANGES_PER_USER,
  MAIL_PER_ADDRESS,
  MAIL_REQUESTS_PER_IP,
  REGISTRATIONS_PER_IP,
  take,
  TWO_FACTOR_SETUPS_PER_USER,
  type RateLimit,
} from '../domain/auth/rate-limit';
import { readOutbox } from '../domain/auth/test-support/api-client';
import { accountFactory, type Accounts } from './accounts';
import { invoke, type InvokeResult } from './invoke';

let accounts: Accounts;
let outbox: string;
beforeAll(async () => {
  const stack = useLocalStack();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  accounts = await accountFactory();
});

let ipCounter = 0;
function freshIp(): string {
  ipCounter++;
  return `10.78.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Uses the window of `limit` for `subject` up to `left` remaining units. */
async function leave(limit: RateLimit, subject: string, left: number): Promise<void> {
  for (let i = 0; i < limit.max - left; i++) await take(limit, subject);
}

/** Exactly `passed` answers got past the limiter; the others are 429 with Retry-After; none is 5xx. */
function expectRace(results: InvokeResult[], passed: number): void {
  const statuses = results.map((r) => r.status);
  expect(
    statuses.filter((s) => s >= 500),
    `statuses ${statuses.join(',')}`,
  ).toEqual([]);
  const limited = results.filter((r) => r.status === 429);
  expect(limited.length, `statuses ${statuses.join(',')}`).toBe(results.length - passed);
  for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
}

const parallel = (n: number, call: (i: number) => Promise<InvokeResult>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

describe('N parallel requests consume N units of each limiter', () => {
  it('registration per IP: 3 left, 7 racing, 3 registered', async () => {
    const ip = freshIp();
    await leave(REGISTRATIONS_PER_IP, ip, 3);
    // A known address: answered as a new one, no key pair generated (cheap), owner notified at most 5 times.
    const existing = await accounts.create();
    const results = await parallel(7, () =>
      invoke('registerUser', {
        body: {
          email: existing.email,
          password: 'Unusual-Pass-381',
          firstName: 'Race',
          lastName: 'Test',
          userType: 'individual',
          agreedToPrivacyPolicy: true,
        },
        sourceIp: ip,
      }),
    );
    expectRace(results, 3);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
  });

  it('mail-sending requests per IP: 4 left, 9 forgot-password requests racing, 4 answered', async () => {
    const ip = freshIp();
    await leave(MAIL_REQUESTS_PER_IP, ip, 4);
    const results = await parallel(9, (i) =>
      invoke('forgotPassword', { body: { email: `nobody-${i}-${randomUUID()}@example.com` }, sourceIp: ip }),
    );
    expectRace(results, 4);
  });

  it('mail per address: 9 parallel reset requests for one address from 9 IPs, all answered alike, 5 mails', async () => {
    const user = await accounts.create();
    const results = await parallel(9, () =>
      invoke('forgotPassword', { body: { email: user.email }, sourceIp: freshIp() }),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    const resets = (await readOutbox(outbox, user.email)).filter((m) => m.text.includes('/reset-password'));
    expect(resets).toHaveLength(MAIL_PER_ADDRESS.max);
  });

  it('key generation per user: 2 left, 5 racing, 2 generated', async () => {
    const user = await accounts.create();
    await leave(KEY_CHANGES_PER_USER, user.userId, 2);
    const results = await parallel(5, () =>
      invoke('generateKey', {
        body: { keySize: 2048, currentPassword: user.password },
        sessionToken: user.sessionToken,
        sourceIp: freshIp(),
      }),
    );
    expectRace(results, 2);
  });

  it('two-factor setups per user: 3 left, 8 racing, 3 started', async () => {
    const user = await accounts.create();
    await leave(TWO_FACTOR_SETUPS_PER_USER, user.userId, 3);
    const results = await parallel(8, () =>
      invoke('setupTwoFactor', {
        body: { currentPassword: user.password },
        sessionToken: user.sessionToken,
        sourceIp: freshIp(),
      }),
    );
    expectRace(results, 3);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  });

  it('e-mail changes per user: 8 racing against 5 per hour, 5 requested', async () => {
    const user = await accounts.create();
    const results = await parallel(8, (i) =>
      invoke('changeEmail', {
        body: { currentPassword: user.password, newEmail: `race-${i}-${randomUUID()}@example.com` },
        sessionToken: user.sessionToken,
        sourceIp: freshIp(),
      }),
    );
    expectRace(results, EMAIL_CHANGES_PER_USER.max);
    expect(results.filter((r) => r.status === 200)).toHaveLength(EMAIL_CHANGES_PER_USER.max);
  });
});
