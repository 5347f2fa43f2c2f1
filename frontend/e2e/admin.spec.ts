import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { generateSamples, signInNewUser, uploadPdf, waitForProcessing } from './support/documents';
import { totp, uniqueEmail } from './support/outbox';

// Issue 11 end to end on the real local stack: an admin made by the create-admin script is blocked
// until two-factor is on, enables it, configures a webhook and sees Test Connection succeed against a
// receiver on 127.0.0.1 (signed with the token), runs the VisitorID test (an error without a key),
// changes a type's limits, blocks a statement owner's edits (their viewer loses the edit controls) and
// deletes another user with a code.

function createAdmin(email: string, password: string, firstName: string) {
  execFileSync(
    'npx',
    [
      'tsx',
      'infra/local/create-admin.ts',
      '--email',
      email,
      '--first-name',
      firstName,
      '--last-name',
      'Admin',
    ],
    {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      input: `${password}\n`,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
}

async function dismissReminder(page: Page) {
  const reminder = page.getByRole('alertdialog', { name: /two-factor authentication/i });
  if (await reminder.isVisible({ timeout: 3_000 }).catch(() => false))
    await reminder.getByRole('button', { name: 'OK, I Understand' }).click();
}

async function openBankStatement(page: Page) {
  await page.goto('/home');
  const row = page
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', { name: DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement, exact: true }),
    })
    .first();
  await row.getByRole('button', { name: /^View / }).click({ timeout: 60_000 });
  const viewer = page.getByRole('article').filter({ hasText: DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement });
  await expect(viewer.getByText(/^Showing \d+ of \d+ transactions$/)).toBeVisible({ timeout: 60_000 });
  return viewer;
}

test('admin: two-factor gate, webhook test connection, VisitorID test, document type limits, edit permission, delete a user with a code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const password = 'Admin-Password-Nebula-42';
  const email = uniqueEmail('admin');
  const targetEmail = uniqueEmail('target');
  createAdmin(email, password, 'Grace');
  createAdmin(targetEmail, password, 'Target');

  await page.goto('/login?redirect=%2Fadmin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dismissReminder(page);
  await expect(page.getByText('Two-factor authentication required')).toBeVisible({ timeout: 20_000 });
  await dismissReminder(page);

  let secret = '';
  await test.step('enable two-factor on the profile', async () => {
    await page.goto('/profile');
    await dismissReminder(page);
    await page.getByRole('button', { name: 'Manage two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /Enter the key manually/ }).click();
    secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
    await dialog.getByLabel('Verification code').fill(await totp(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('dialog', { name: 'Two-Factor Authentication Enabled' })
      .getByRole('button', { name: 'Done' })
      .click();
  });

  await page.goto('/admin');
  // The lazy admin chunk and the session checks take several seconds on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });

  await test.step('configure a webhook and test the connection against a local receiver', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/docledger-hook`;
      const token = 'e2e-webhook-token-0123456789';
      await page.getByLabel('Webhook URL').fill(url);
      await page.getByLabel('Auth Token').fill('short');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Auth token must be at least 16 characters').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.getByLabel('Auth Token').fill(token);
      await page.getByLabel('Enable on document upload').check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Webhook settings saved').first()).toBeVisible({ timeout: 30_000 });
      // Saved: the token is not shown again, the field offers to keep it.
      await expect(page.getByLabel('Auth Token')).toHaveValue('');
      await expect(page.getByLabel('Auth Token')).toHaveAttribute('placeholder', /Saved/);
      await page.getByRole('button', { name: 'Test Connection' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Connection successful (HTTP 200)' }),
      ).toBeVisible();
      expect(received).toHaveLength(1);
      const [hit] = received;
      expect(hit!.headers.authorization).toBe(`Bearer ${token}`);
      const ts = hit!.headers['x-docledger-timestamp'] as string;
      const expected = `v1=${createHmac('sha256', token).update(`${ts}.${hit!.body}`).digest('hex')}`;
      expect(hit!.headers['x-docledger-signature']).toBe(expected);
      expect(JSON.parse(hit!.body)).toMatchObject({ type: 'webhook.test' });
      await page.screenshot({ path: test.info().outputPath('webhook-configured.png'), fullPage: false });
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });

  await test.step('VisitorID test reports its configuration honestly', async () => {
    await page.getByRole('button', { name: 'Test VisitorID Connection' }).click();
    const result = page.getByRole('region', { name: 'VisitorID test result' });
    await expect(result).toContainText('error');
    await expect(result).toContainText('VisitorID is not configured');
    await expect(result).toContainText('Connection healthy');
  });

  await test.step('change a type limit', async () => {
    const pages = page.getByLabel('Max Pages for Other');
    await pages.fill('12');
    await pages.blur();
    await page.reload();
    await expect(page.getByLabel('Max Pages for Other')).toHaveValue('12', { timeout: 30_000 });
    await page.getByLabel('Max Pages for Other').fill('10');
    await page.getByLabel('Max Pages for Other').blur();
    await page.reload();
    await expect(page.getByLabel('Max Pages for Other')).toHaveValue('10', { timeout: 30_000 });
  });

  await test.step('block statement edits of a user: they lose the edit controls', async () => {
    // A statement owner in their own browser context, with one processed bank statement.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    try {
      const owner = await signInNewUser(ownerPage, baseURL!, 'owner');
      const samples = generateSamples(['bank_statement']);
      await uploadPdf(ownerPage.request, baseURL!, 'bank_statement', samples.get('bank_statement')!);
      await waitForProcessing(ownerPage.request, 1);
      let viewer = await openBankStatement(ownerPage);
      await expect(viewer.getByRole('button', { name: /^Edit transaction / }).first()).toBeVisible();

      // A type's new limit applies to the next upload at once: two invoices at a time, then one.
      const files = [1, 2].map((n) => ({ name: `inv-${n}.pdf`, size: 2048, contentType: 'application/pdf' }));
      const uploadTwo = () =>
        ownerPage.request.post('/api/documents/upload', {
          headers: { origin: new URL(baseURL!).origin },
          data: { documentType: 'invoice', files },
        });
      const maxFiles = page.getByLabel(`Max Files for ${DOCUMENT_TYPE_DISPLAY_NAMES.invoice}`);
      const before = await maxFiles.inputValue();
      const savedInvoice = () =>
        page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/document-types/invoice'),
          { timeout: 60_000 },
        );
      let saved = savedInvoice();
      await maxFiles.fill('1');
      await maxFiles.blur();
      expect((await saved).status()).toBe(200);
      const refused = await uploadTwo();
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain('You can only upload up to 1');
      saved = savedInvoice();
      await maxFiles.fill(before);
      await maxFiles.blur();
      expect((await saved).status()).toBe(200);
      if (Number(before) >= 2) expect((await uploadTwo()).status()).toBeLessThan(300);

      await page.getByLabel('Search users by email').fill(owner.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByTestId(`user-row-${owner.email}`);
      await expect(row).toContainText('Allowed');
      await row.getByRole('switch', { name: `${owner.email} can edit statements` }).click();
      await expect(row).toContainText('Blocked');

      viewer = await openBankStatement(ownerPage);
      await expect(viewer.getByRole('button', { name: /^Edit transaction / })).toHaveCount(0);
      await ownerPage.screenshot({ path: test.info().outputPath('owner-blocked.png') });
    } finally {
      await ownerContext.close();
    }
  });

  await test.step('delete the user with a two-factor code', async () => {
    await page.getByLabel('Search users by email').fill(targetEmail);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId(`user-row-${targetEmail}`);
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog.getByRole('button', { name: 'Delete user' })).toBeDisabled();
    await dialog.getByLabel('2FA code').fill('000000');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(dialog.getByText('Invalid 2FA code. 4 attempts remaining before lockout.')).toBeVisible();
    // The enrolment code's step may not be used twice: the next step's code.
    await dialog.getByLabel('2FA code').fill(await totp(secret, Date.now() + 30_000));
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No users match this search.')).toBeVisible();
  });
});
