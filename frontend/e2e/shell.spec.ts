import { expect, test } from '@playwright/test';

test.describe('public shell', () => {
  test('landing renders its sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/upload');
    await expect(page.getByRole('link', { name: 'Learn More' })).toBeVisible();

    const stats = page.getByRole('region', { name: 'Key figures' });
    for (const figure of ['99.9%', '10,000+', '5 sec', '256-bit']) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }

    await expect(page.locator('#features article')).toHaveCount(6);
    await expect(page.locator('#products article')).toHaveCount(6);
    await expect(page.locator('#about')).toBeVisible();

    const cta = page.getByRole('link', { name: 'Upload Your First Document' });
    await expect(cta).toHaveAttribute('href', '/upload');
    await expect(page.getByText('No credit card required').last()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 DocLedger. All rights reserved.');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('Learn More scrolls to the features section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(
      page.getByRole('heading', { name: 'Everything between the PDF and your ledger' }),
    ).toBeInViewport();
  });

  test('navigation links reach their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple pricing that grows with you');
    await expect(page).toHaveTitle(/Pricing/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('October 2025')).toBeVisible();

    await nav.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL('/#products');
    await expect(
      page.getByRole('heading', { name: 'Built for the documents you actually have' }),
    ).toBeInViewport();

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('pricing subscribe buttons open the external checkout in a new tab', async ({ page }) => {
    await page.goto('/pricing');
    for (const plan of ['Individual', 'CPA Firm']) {
      const subscribe = page.getByRole('link', {
        name: `Subscribe to the ${plan} plan (opens in a new tab)`,
      });
      await expect(subscribe).toHaveAttribute('target', '_blank');
      await expect(subscribe).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(subscribe).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByText('$10', { exact: true })).toBeVisible();
    await expect(page.getByText('$40', { exact: true })).toBeVisible();
    await expect(page.getByText('$50.00/month')).toBeVisible();

    await page.getByRole('button', { name: 'Add a CPA' }).click();
    await expect(page.getByText('$55.00/month')).toBeVisible();
  });

  test('a protected route redirects to /login with the original path', async ({ page }) => {
    await page.goto('/profile?tab=security');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile?tab=security')}`);
  });

  test('an unknown path shows Page Not Found and Go to Home returns to the landing page', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('does not exist or has been moved')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out menu opens at 390 px and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Upload Document' })).toHaveAttribute('href', '/upload');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/pricing');
  });

  test('the slide-out menu closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
