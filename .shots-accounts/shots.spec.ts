import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, linkIn, totp, uniqueEmail, waitForMail } from '../frontend/e2e/support/outbox';

const OUT = '/tmp/shots-accounts';
for (const width of [1280, 390]) {
  test(`accounts screens at ${width}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 }, baseURL });
    const page = await context.newPage();
    const shot = async (name: string, full = true) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: full });
    };
    const origin = { origin: new URL(baseURL!).origin };
    const user = { email: uniqueEmail('shot'), password: 'shot password 123', firstName: 'Maria', lastName: 'Garcia' };
    await createVerifiedUser(page.request, baseURL!, user);

    await page.goto('/login'); await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible(); await shot('01-login');
    await page.goto('/register'); await page.getByRole('button', { name: 'Create Account' }).click(); await shot('02-register-errors');
    // unverified login → resend panel
    const un = { email: uniqueEmail('unv'), password: 'unverified 1234' };
    await page.request.post('/api/auth/register', { headers: origin, data: { ...un, firstName: 'U', lastName: 'V', userType: 'individual', agreedToPrivacyPolicy: true } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(un.email); await page.getByLabel('Password').fill(un.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Verify your email address')).toBeVisible(); await shot('03-login-resend', false);
    await page.goto('/forgot-password'); await shot('04-forgot');
    await page.getByLabel('Email').fill(user.email); await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible(); await shot('05-forgot-sent');
    await page.goto('/reset-password'); await shot('06-reset-invalid');
    await page.goto('/reset-password?token=abc'); await page.getByRole('button', { name: 'Reset Password' }).click(); await shot('07-reset-form');
    await page.goto('/verify-email'); await shot('08-verify-error');
    const mail = await waitForMail(un.email, /verify your email/i);
    await page.goto(linkIn(mail, '/verify-email')); await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible(); await shot('09-verify-success');
    await page.goto('/contact'); await shot('10-contact');

    await page.goto('/login?redirect=%2Fprofile');
    await page.getByLabel('Email').fill(user.email); await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/profile/);
    await expect(page.getByRole('alertdialog')).toBeVisible(); await shot('11-2fa-reminder', false);
    await page.getByRole('button', { name: 'OK, I Understand' }).click({ timeout: 8000 });
    await shot('12-profile');
    if (width > 800) { await page.getByRole('button', { name: /Account menu/ }).click(); await shot('13-user-menu', false); await page.keyboard.press('Escape'); }
    else { await page.getByRole('button', { name: 'Open menu' }).click(); await shot('13-user-menu', false); await page.keyboard.press('Escape'); }
    await page.getByRole('button', { name: 'Manage two-factor authentication' }).click();
    await page.getByRole('button', { name: /key manually/ }).click(); await page.getByRole('button', { name: /Backup codes/ }).click();
    await shot('14-2fa-setup', false);
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByLabel('Verification code').fill(await totp(secret)); await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Two-Factor Authentication Enabled')).toBeVisible(); await shot('15-2fa-enabled', false);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click(); await page.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click(); await shot('16-change-password', false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Manage Keys' }).click(); await expect(page.getByTestId('active-key')).toBeVisible(); await shot('17-encryption-settings', false);
    await page.getByRole('button', { name: 'Generate New Key' }).click(); await shot('18-generate-key', false);
    await page.getByRole('dialog', { name: 'Generate New Key Pair' }).getByLabel('Key size').click(); await page.getByRole('option', { name: '2048 bits' }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByTestId('key-row')).toHaveCount(2, { timeout: 60000 });
    await page.getByRole('button', { name: 'Import Existing Keys' }).click();
    await page.getByTestId('key-row').filter({ hasText: 'Inactive' }).getByRole('button', { name: /Delete/ }).click(); await shot('19-delete-key', false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto('/contact'); await expect(page.getByLabel('Name')).toHaveValue('Maria Garcia'); await shot('20-contact-signed-in');
    await page.getByLabel('Subject').fill('Question'); await page.getByLabel('Message').fill('Hello there'); await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible(); await shot('21-contact-sent');
    await page.goto('/login');
    // 2FA code step (session cookie from before: log out first)
    await page.request.post('/api/auth/logout', { headers: origin, data: {} });
    await page.goto('/login'); await page.getByLabel('Email').fill(user.email); await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click(); await expect(page.getByLabel('Authentication Code')).toBeVisible(); await shot('22-login-code');
    await page.getByLabel('Authentication Code').fill(await totp(secret, Date.now() + 30000)); await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page).toHaveURL(/home/);
    await page.clock.install();
    await page.goto('/profile'); await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await page.clock.fastForward('19:05'); await expect(page.getByText('Session Timeout Warning')).toBeVisible(); await shot('23-timeout-warning', false);
    await context.close();
  });
}
