import { execFileSync } from 'node:child_process';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './support/outbox';
import { generatePdf } from './support/sample-files';

// Issue 10 end to end on the real local stack: a CPA registers and completes verification (approved
// through the real admin decision function: functions/test-support/verification/approve-cpa.ts),
// requests access, the client approves, the CPA switches context through the 3-second confirmation,
// uploads for the client and cannot delete, then the client revokes and the CPA loses access at once.

// The machine running the suite is shared and loaded: screens that wait on several API calls get
// more than the default 5 s before an assertion fails.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots';
const PASSWORD = 'correct horse 42';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');

async function signIn(page: Page, email: string, expectPath: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(expectPath, { timeout: 30_000 });
  const reminder = page.getByRole('alertdialog', {
    name: /two-factor authentication/i,
  });
  // The server decides whether to remind (once per browser session; its OK waits 5 s).
  const shown = await reminder.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await reminder.getByRole('button', { name: 'OK, I Understand' }).click({ timeout: 8_000 });
    await expect(reminder).toBeHidden();
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

function approveCpa(email: string, prepare = false) {
  const args = [
    'tsx',
    'functions/test-support/verification/approve-cpa.ts',
    email,
    ...(prepare ? ['--prepare'] : []),
  ];
  execFileSync('npx', args, {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

// The journey is split in two so the delegation half does not depend on registration's RSA-4096 key
// generation, which on this shared 2-core machine (load ~29) exceeded the local gateway's 29 s function
// timeout in several runs ("Something went wrong" on Create Account; reported, not a delegation matter).
test('CPA: register → verification wizard → submitted → approved through the admin decision', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const cpaEmail = uniqueEmail('cpa');
  const cpa = await newPage(browser);

  await test.step('the CPA registers, verifies the e-mail and lands on the verification wizard', async () => {
    await cpa.goto('/register');
    await cpa.getByLabel('First name').fill('Carla');
    await cpa.getByLabel('Last name').fill('Counts');
    await cpa.getByLabel('Email').fill(cpaEmail);
    await cpa.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await cpa.getByLabel('Confirm password').fill(PASSWORD);
    await cpa.getByText('Business CPA', { exact: false }).first().click();
    await cpa.getByRole('checkbox').last().check();
    await cpa.getByRole('button', { name: 'Create Account' }).click();
    // Registration makes an RSA-4096 key pair: slow on a busy machine. A CPA is sent on to the
    // verification page (the sign-in gate in front of it, since the e-mail is not verified yet).
    await expect(cpa).toHaveURL(/cpa-verification/, { timeout: 120_000 });
    const mail = await waitForMail(cpaEmail, /verify your email/i);
    await cpa.goto(linkIn(mail, '/verify-email'));
    await expect(cpa.getByText('Your email has been verified.')).toBeVisible({
      timeout: 20_000,
    });
    await signIn(cpa, cpaEmail, /\/cpa-verification$/);
  });

  await test.step('the wizard: ID, selfie, license, review and submit', async () => {
    await expect(cpa.getByRole('heading', { name: 'Government ID', exact: true })).toBeVisible();
    const next = cpa.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await cpa
      .getByTestId('file-government_id_front')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
    await expect(cpa.getByText('Uploaded').first()).toBeVisible();
    await cpa.getByRole('button', { name: 'Skip the back (e.g. passport)' }).click();
    await cpa.getByRole('button', { name: /Undo skip/ }).click();
    await cpa.getByRole('button', { name: 'Skip the back (e.g. passport)' }).click();
    await cpa.screenshot({
      path: `${SHOTS}/cpa-verification-step1-1280.png`,
      fullPage: true,
    });
    await next.click();
    await expect(cpa.getByRole('button', { name: 'Take Selfie' })).toBeVisible();
    await cpa
      .getByTestId('file-selfie_photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(next).toBeEnabled();
    await next.click();
    await cpa.getByTestId('file-business_license').setInputFiles(generatePdf('invoice'));
    await expect(next).toBeEnabled({ timeout: 15_000 });
    await cpa.getByLabel('License number').fill('CPA-778899');
    await cpa.getByLabel('License state').fill('ny');
    await next.click();
    await expect(cpa.getByText('CPA-778899')).toBeVisible();
    await cpa.screenshot({
      path: `${SHOTS}/cpa-verification-review-1280.png`,
      fullPage: true,
    });
    await cpa.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(cpa.getByRole('heading', { name: 'Under Review' })).toBeVisible();
    await expect(
      cpa.getByText('Your verification is under review. This usually takes 1-3 business days.'),
    ).toBeVisible();
    await cpa.screenshot({
      path: `${SHOTS}/cpa-verification-submitted-1280.png`,
      fullPage: true,
    });
  });

  approveCpa(cpaEmail);

  await test.step('the approved CPA sees the approved status', async () => {
    await cpa.goto('/cpa-verification');
    await expect(cpa.getByRole('heading', { name: 'Approved', exact: true })).toBeVisible();
    await expect(cpa.getByRole('button', { name: 'Switch Client Context' })).toBeVisible();
  });
});

test('CPA with a client: request → client approves → 3-second switch → upload for the client → no delete → revoked', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const client = {
    email: uniqueEmail('client'),
    password: PASSWORD,
    firstName: 'Cleo',
    lastName: 'Client',
  };
  // Both made by the seam (verified e-mail, RSA-2048 key); the CPA's wizard steps run through the real
  // domain functions and the approval through the real admin decision function.
  execFileSync(
    'npx',
    [
      'tsx',
      'functions/test-support/verification/approve-cpa.ts',
      client.email,
      '--create-client',
      PASSWORD,
      client.firstName,
      client.lastName,
    ],
    {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
  const cpaEmail = verifiedCpa('Carla');
  const cpa = await newPage(browser);
  await signIn(cpa, cpaEmail, /\/home$/);

  await test.step('the approved CPA requests access', async () => {
    await cpa.goto('/cpa-delegation');
    await cpa.getByRole('button', { name: 'Send Request' }).click();
    await expect(cpa.getByText('Please enter a client email address').first()).toBeVisible();
    await cpa.getByLabel('Client email').fill(client.email);
    await cpa.getByLabel('Request message (optional)').fill('Quarterly bookkeeping');
    await cpa.getByRole('button', { name: 'Send Request' }).click();
    await expect(toasts(cpa).getByText('Request sent', { exact: true })).toBeVisible();
    await cpa.getByRole('tab', { name: 'Pending Requests' }).click();
    await expect(cpa.getByText('Pending', { exact: true })).toBeVisible();
  });

  const clientPage = await newPage(browser);
  await test.step('the client sees the request on the profile and approves it', async () => {
    await signIn(clientPage, client.email, /\/home$/);
    await clientPage.goto('/profile');
    await expect(clientPage.getByText('Action Required:')).toBeVisible();
    // The profile with the Delegated Access card on a 390 px phone: nothing wider than the screen.
    await clientPage.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => clientPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBe(0);
    await clientPage.screenshot({
      path: `${SHOTS}/client-profile-delegated-390.png`,
      fullPage: true,
    });
    await clientPage.setViewportSize({ width: 1280, height: 900 });
    await clientPage.getByRole('link', { name: 'Review Requests' }).click();
    await expect(clientPage).toHaveURL(/\/client-delegation$/);
    await expect(clientPage.getByText('Quarterly bookkeeping')).toBeVisible();
    await clientPage.screenshot({
      path: `${SHOTS}/client-delegation-pending-1280.png`,
      fullPage: true,
    });
    await clientPage.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(clientPage).getByText('Access approved')).toBeVisible();
    await clientPage.getByRole('tab', { name: 'Active CPAs' }).click();
    await expect(
      clientPage.getByRole('tabpanel', { name: 'Active CPAs' }).getByText('Carla Counts'),
    ).toBeVisible();
  });

  await test.step('the CPA switches to the client after the 3-second countdown and uploads for them', async () => {
    await cpa.goto('/home');
    await cpa.getByRole('button', { name: 'Switch Client Context' }).click();
    await cpa.getByRole('menuitem', { name: /Cleo Client/ }).click();
    const dialog = cpa.getByRole('dialog', { name: 'Switch to Cleo Client?' });
    const confirm = dialog.getByRole('button', {
      name: /Wait \ds|Switch Client/,
    });
    // It starts at "Wait 3s"; on a loaded machine the first look may already see 2s or 1s.
    await expect(confirm).toHaveText(/^Wait [123]s$/);
    await expect(confirm).toBeDisabled();
    await cpa.screenshot({ path: `${SHOTS}/cpa-switch-countdown-1280.png` });
    await expect(confirm).toHaveText('Switch Client', { timeout: 10_000 });
    await confirm.click();
    await expect(cpa.getByText('You are managing documents for:')).toBeVisible();
    await expect(cpa.getByText('Warning: All documents you upload will belong to this client')).toBeVisible();

    await cpa.getByLabel('Document Type').selectOption({ label: 'Bank Statement' });
    await cpa.getByLabel('Choose files to upload').setInputFiles(generatePdf('bank_statement'));
    await cpa.getByRole('button', { name: 'Upload', exact: true }).click();
    await cpa.getByRole('alertdialog').getByRole('button', { name: 'Upload' }).click();
    await expect(cpa.getByTestId('upload-queue-item').first()).toContainText('Uploaded', { timeout: 30_000 });
    const row = cpa.getByTestId('recent-document-row').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await cpa.screenshot({
      path: `${SHOTS}/cpa-client-view-1280.png`,
      fullPage: true,
    });
  });

  await test.step('the document is the client’s, and the CPA’s delete is refused by the server', async () => {
    await clientPage.goto('/home');
    const clientRow = clientPage.getByTestId('recent-document-row').first();
    await expect(clientRow).toBeVisible({ timeout: 30_000 });
    const clientId = await cpa.evaluate(() => localStorage.getItem('selectedClientId'));
    const list = await cpa.request.get(`/api/recent-documents?asClientId=${clientId}`);
    expect(list.status()).toBe(200);
    const docs = ((await list.json()) as { documents: { documentId: string }[] }).documents;
    expect(docs.length).toBeGreaterThan(0);
    const docId = docs[0]!.documentId;
    const del = await cpa.request.delete(`/api/documents/${docId}?asClientId=${clientId}`, {
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(del.status()).toBe(404);
  });

  await test.step('the client revokes, and the CPA loses access on the next request', async () => {
    await clientPage.goto('/client-delegation');
    await clientPage.getByRole('tab', { name: 'Active CPAs' }).click();
    await clientPage.getByRole('button', { name: 'Revoke Access' }).click();
    await clientPage.getByRole('alertdialog').getByRole('button', { name: 'Revoke Access' }).click();
    await expect(toasts(clientPage).getByText('Access revoked')).toBeVisible();
    await expect(clientPage.getByText('revoked access')).toBeVisible();
    await clientPage.screenshot({
      path: `${SHOTS}/client-delegation-history-1280.png`,
      fullPage: true,
    });

    const clientId = await cpa.evaluate(() => localStorage.getItem('selectedClientId'));
    expect((await cpa.request.get(`/api/recent-documents?asClientId=${clientId}`)).status()).toBe(404);
    await cpa.getByRole('button', { name: 'Exit Client View' }).click();
    await cpa.getByRole('button', { name: 'Switch Client Context' }).click();
    await expect(cpa.getByText('No active clients')).toBeVisible();
  });
});

/** A verified CPA made by the seam: account (RSA-2048 key), wizard steps and approval. */
function verifiedCpa(firstName: string): string {
  const email = uniqueEmail(firstName.toLowerCase());
  execFileSync(
    'npx',
    ['tsx', 'functions/test-support/verification/approve-cpa.ts', email, '--create', PASSWORD],
    {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
  return email;
}

test('CPA firm: create, invite a verified CPA who joins; send a referral', async ({ browser }) => {
  test.setTimeout(300_000);
  const aliceEmail = verifiedCpa('Alice');
  const bobEmail = verifiedCpa('Bob');
  const alice = await newPage(browser);
  await signIn(alice, aliceEmail, /\/home$/);

  await test.step('Alice creates a firm and invites Bob', async () => {
    await alice.goto('/cpa-firm');
    await alice.getByRole('button', { name: 'Create New Firm' }).click();
    const create = alice.getByRole('dialog', { name: 'Create New Firm' });
    await create.getByRole('button', { name: 'Create Firm' }).click();
    await expect(create.getByText('Firm name is required')).toBeVisible();
    await create.getByLabel('Firm name').fill('Counts & Co');
    await create.getByRole('button', { name: 'Create Firm' }).click();
    await expect(toasts(alice).getByText('Firm created')).toBeVisible();
    await alice.getByRole('tab', { name: /Invitations/ }).click();
    await alice.getByRole('button', { name: 'Invite CPA' }).click();
    const invite = alice.getByRole('dialog', { name: 'Invite CPA' });
    await invite.getByLabel('Email').fill(bobEmail);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toasts(alice).getByText('Invitation sent')).toBeVisible();
    await expect(alice.getByText(bobEmail)).toBeVisible();
    await alice.screenshot({
      path: `${SHOTS}/cpa-firm-invitations-1280.png`,
      fullPage: true,
    });
  });

  await test.step('Bob accepts and is a member', async () => {
    const bob = await newPage(browser);
    await signIn(bob, bobEmail, /\/home$/);
    await bob.goto('/cpa-firm');
    await expect(bob.getByText('Counts & Co')).toBeVisible();
    await bob.screenshot({
      path: `${SHOTS}/cpa-firm-not-member-1280.png`,
      fullPage: true,
    });
    await bob.getByRole('button', { name: 'Accept' }).click();
    await expect(toasts(bob).getByText('You have joined the firm')).toBeVisible();
    await expect(bob.getByRole('tab', { name: 'Members (2)' })).toBeVisible();
  });

  await test.step('the subscription shows 40 + 5 × (2 − 1)', async () => {
    await alice.reload();
    await alice.getByRole('tab', { name: 'Subscription' }).click();
    await expect(alice.getByText('$45.00/month')).toBeVisible();
    await expect(alice.getByRole('link', { name: /Subscribe Now/ })).toHaveAttribute('target', '_blank');
    await alice.screenshot({
      path: `${SHOTS}/cpa-firm-subscription-1280.png`,
      fullPage: true,
    });
  });

  await test.step('Alice sends a referral', async () => {
    await alice.goto('/cpa-delegation');
    await alice.getByRole('tab', { name: 'Client Referrals' }).click();
    const referee = uniqueEmail('referee');
    await alice.getByLabel('Client email').fill(referee);
    await alice.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toasts(alice).getByText('Referral sent')).toBeVisible();
    await expect(alice.getByRole('cell', { name: referee })).toBeVisible();
    await expect(alice.getByText('Invited', { exact: true })).toBeVisible();
    await alice.screenshot({
      path: `${SHOTS}/cpa-referrals-1280.png`,
      fullPage: true,
    });
    await waitForMail(referee, /invited you to DocLedger/);
  });
});
