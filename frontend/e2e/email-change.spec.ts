import { execFileSync } from 'node:child_process';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './support/outbox';

// Changing the sign-in address end to end (issue 7, decision 011): the profile's Change Email dialog
// with the current password, the confirmation link from the local outbox, the new address shown and
// used to sign in, the old address told about the request and the change, and the old address refused.

const PASSWORD = 'email change 4812';
// Pages and handlers load on first use, slowly on a loaded machine: every wait gets 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The two-factor reminder opens over the first signed-in page of a browser session. */
async function dismissTwoFactorReminder(page: Page) {
  const reminder = page.getByRole('alertdialog', { name: /two-factor authentication/i });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'OK, I Understand' }).click({ timeout: 30_000 });
  await expect(reminder).toBeHidden();
}

test('change the e-mail address from the profile and sign in with the new one', async ({ page }) => {
  // Meant to take well under a minute; at load 25-30 on two cores one run took over two, so the guard
  // is generous (the first sign-in loads its handler and hashes the password; the seam starts tsx).
  test.setTimeout(240_000);
  const oldEmail = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  // A verified individual made by the seam (verified e-mail, RSA-2048 key): registration's own flow is
  // accounts.spec.ts's, and its key generation is slow on a loaded machine.
  execFileSync(
    'npx',
    [
      'tsx',
      'functions/test-support/verification/approve-cpa.ts',
      oldEmail,
      '--create-client',
      PASSWORD,
      'Mona',
      'Mover',
    ],
    { cwd: process.cwd(), env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, stdio: 'pipe' },
  );
  const requestedAt = new Date().toISOString();

  await test.step('request the change from the profile with the current password', async () => {
    await signIn(page, oldEmail, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await dismissTwoFactorReminder(page);
    await page.goto('/profile');
    await expect(page.getByText(`You sign in with ${oldEmail}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Change Email', exact: true }).click();
    // The dialog's title changes once the link is sent, so it is found by role alone.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Change Email Address' })).toBeVisible();
    await dialog.getByLabel('New email address').fill(newEmail);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(dialog.getByText('Check your new inbox')).toBeVisible();
    await expect(dialog.getByText(newEmail)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Nothing changes before the link is opened.
    await expect(page.getByText(`You sign in with ${oldEmail}.`)).toBeVisible();
  });

  await test.step('the old address is told, the new one gets the link; confirming takes a click', async () => {
    const notice = await waitForMail(oldEmail, /email address was requested/i, requestedAt);
    expect(notice.text).toContain(newEmail);
    const mail = await waitForMail(newEmail, /confirm your new email address/i, requestedAt);
    await page.goto(linkIn(mail, '/confirm-email-change'));
    await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Email Change' }).click();
    await expect(page.getByRole('heading', { name: 'Email Changed' })).toBeVisible();
    const changed = await waitForMail(oldEmail, /email address was changed/i, requestedAt);
    expect(changed.text).toContain(newEmail);
  });

  await test.step('the old address no longer signs in; the new one does and is shown', async () => {
    await signIn(page, oldEmail, PASSWORD);
    await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
    await signIn(page, newEmail, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  });
});
