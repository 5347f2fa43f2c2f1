import { expect, test } from '@playwright/test';
import { generateSamples, signInNewUser, uploadPdf, waitForProcessing } from './support/documents';

// /financial-analysis (spec part 2 §2.6): the empty state for a new account, then every card and both
// charts once statements and a payslip went through the real pipeline; 1280 and 390 px screenshots.

test('the empty state links to the upload page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInNewUser(page, baseURL!, 'analysis-empty');
  await page.goto('/financial-analysis');
  await expect(page.getByRole('heading', { name: 'Financial Analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Documents Yet' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Upload Document' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('cards and charts from processed documents', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const samples = generateSamples(['bank_statement', 'credit_card_statement', 'payslip', 'invoice'], 505);
  await signInNewUser(page, baseURL!, 'analysis');
  for (const [type, path] of samples) await uploadPdf(page.request, baseURL!, type, path);
  await waitForProcessing(page.request, samples.size);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/financial-analysis');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible({ timeout: 30_000 });
  await expect(totals.getByText('Total Documents')).toBeVisible();
  await expect(totals.getByText('4', { exact: true })).toBeVisible();
  for (const card of ['Total Bank Balance', 'Total Credit Card Debt', 'Total Income']) {
    await expect(totals.getByText(card)).toBeVisible();
  }
  for (const heading of [
    'Money In and Out',
    'Spending by Category',
    'Document Breakdown',
    'Recent Activity',
    'Business Metrics',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText('Latest Bank Statement')).toBeVisible();
  // The generated statements are dated years back, outside the server's 12-month window: the chart
  // card then says so (the chart itself is covered by charts.test.tsx).
  await expect(
    page.getByText('No bank statement transactions in the last 12 months.', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analysis-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(totals).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('analysis-390.png'), fullPage: true });
});
