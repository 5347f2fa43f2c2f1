// The local stack writes every e-mail as a JSON file under $DATA_DIR/outbox; playwright.config.ts
// chooses that data directory once and shares it through E2E_DATA_DIR.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

async function readAll(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Waits for the newest mail to `to` whose subject matches, sent after `since` (ISO time). */
export async function waitForMail(to: string, subject: RegExp, since = ''): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readAll();
        found = mails.filter((m) => m.to === to && subject.test(m.subject) && m.sentAt > since).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The in-app path (path + query) of the first link to `pathname` in a mail, e.g. /verify-email?token=… */
export function linkIn(mail: OutboxMail, pathname: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/[/-]/g, '\\$&')}\\?[^\\s"'<>]+`),
  );
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** RFC 6238 code for a moment, as an authenticator app would show it. */
export function totp(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A verified individual account made through the API and the verification mail, for tests of later screens. */
export async function createVerifiedUser(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  // Mutating API calls must carry an allowed Origin (CSRF check), as a browser's would.
  const headers = { origin: new URL(baseURL).origin };
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { ...user, userType: 'individual', agreedToPrivacyPolicy: true },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const mail = await waitForMail(user.email, /verify your email/i);
  const token = new URL(linkIn(mail, '/verify-email'), 'http://x').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { headers, data: { token } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
}
