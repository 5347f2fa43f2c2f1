import { expect, test, type Page } from '@playwright/test';
import {
  DOCUMENT_TYPE_DISPLAY_NAMES,
  type ExtractableTypeCode,
} from '@docledger/shared/domain/document-types';
import { generateSamples, signInNewUser, uploadPdf, waitForProcessing } from './support/documents';

// Every viewer opened from the dashboard for documents made by the real pipeline (generated PDFs →
// presigned S3 POST → extraction worker), then a transaction edit, every export format, a delete,
// and screenshots at 1280 and 390 px (spec part 2 §2.5, §7, §8).

const TYPES: ExtractableTypeCode[] = [
  'bank_statement',
  'credit_card_statement',
  'payslip',
  'w2',
  'irs_1040',
  'irs_1099',
  'invoice',
  'balance_sheet',
  'profit_loss',
  'cash_flow',
];

/** Headings each viewer must show once completed (spec §2.5 sections). */
const SECTIONS: Record<ExtractableTypeCode, string[]> = {
  bank_statement: ['Statement Summary', 'Transactions'],
  credit_card_statement: ['Statement Summary', 'Transactions'],
  payslip: [
    'Employee Information',
    'Employer Information',
    'Pay Period',
    'Current Pay Period',
    'Year-to-Date Totals',
    'Earnings & Deductions',
  ],
  w2: [
    'Employee Information',
    'Employer Information',
    'Wages and Taxes (Boxes 1-11)',
    'Box 12 Codes',
    'Box 13',
    'Box 14 Other',
  ],
  irs_1040: [
    'Filing Information',
    'Taxpayer',
    'Dependents',
    'Income Summary',
    'Tax Summary',
    'Payment Details',
    'Payments and Balance',
  ],
  irs_1099: ['Form', 'Payer', 'Recipient', 'Amounts'],
  invoice: ['Vendor', 'Customer', 'Invoice Details', 'Line Items'],
  balance_sheet: ['Summary'],
  profit_loss: ['Summary'],
  cash_flow: ['Summary'],
};

const toast = (page: Page) => page.locator('[aria-label^="Notifications"]');

/** How far the page scrolls sideways (0 when nothing sticks out; tables scroll inside their frame). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** At a 390 px phone width the page must not scroll sideways; a screenshot to look at, then back. */
async function expectNoOverflowAt390(page: Page, path: string, what: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => sidewaysOverflow(page), { message: `${what} overflows at 390 px` })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function tableRow(page: Page, typeName: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: typeName, exact: true }) })
    .first();
}

async function openViewer(page: Page, typeName: string) {
  await tableRow(page, typeName)
    .getByRole('button', { name: /^View / })
    .click();
  const viewer = page.getByRole('article').filter({ hasText: typeName });
  const chunkFailed = page.getByText('The viewer could not be loaded');
  // The shared 2-core machine can be slow to answer: allow for it.
  await expect(viewer.or(chunkFailed)).toBeVisible({ timeout: 60_000 });
  if (await chunkFailed.isVisible()) {
    // Another run rebuilt the shared frontend/dist, so this page's chunk names are gone: the viewer
    // says so (tested here) and a reload, as it offers, brings the new build.
    await page.getByRole('button', { name: 'Reload page' }).click();
    await tableRow(page, typeName)
      .getByRole('button', { name: /^View / })
      .click();
    await expect(viewer).toBeVisible({ timeout: 60_000 });
  }
  return viewer;
}

test('every viewer, an edit, every export and a delete on pipeline documents', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const samples = generateSamples(TYPES);
  await signInNewUser(page, baseURL!, 'viewers');

  await test.step('upload one generated document of every type (the free tier allows 10)', async () => {
    for (const type of TYPES) await uploadPdf(page.request, baseURL!, type, samples.get(type)!);
    await waitForProcessing(page.request, TYPES.length);
    await page.reload();
    await expect(tableRow(page, DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement)).toBeVisible({ timeout: 60_000 });
    await expectNoOverflowAt390(page, testInfo.outputPath('dashboard-390.png'), 'the dashboard');
  });

  for (const type of TYPES) {
    await test.step(`the ${type} viewer`, async () => {
      const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES[type]);
      await expect(viewer.getByText('Completed', { exact: true })).toBeVisible();
      await expect(viewer.getByText(/^ID: /)).toBeVisible();
      await expect(viewer.getByRole('region', { name: 'Reconciliation' })).toBeVisible();
      for (const section of SECTIONS[type])
        await expect(viewer.getByRole('heading', { name: section, exact: true }).first()).toBeVisible();
      await expect(viewer.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
      await expect(viewer.getByRole('link', { name: 'Download Original' })).toBeVisible();
      await viewer.screenshot({ path: testInfo.outputPath(`viewer-${type}-1280.png`) });
      await expectNoOverflowAt390(page, testInfo.outputPath(`viewer-${type}-390.png`), `the ${type} viewer`);
      await viewer.getByRole('button', { name: 'Close viewer' }).click();
      await expect(viewer).toBeHidden();
    });
  }

  await test.step('balance sheet, P&L and cash flow show their closing lines', async () => {
    let viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.balance_sheet);
    await expect(viewer.getByText('Assets = Liabilities + Equity:')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.profit_loss);
    await expect(viewer.getByText(/^Net (Profit|Loss)$/)).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.cash_flow);
    await expect(viewer.getByText(/^Net Cash (Increase|Decrease)$/)).toBeVisible();
    await expect(viewer.getByText('Beginning Cash')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
  });

  await test.step('edit a bank transaction', async () => {
    const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement);
    await expect(viewer.getByText(/^Showing \d+ of \d+ transactions$/)).toBeVisible();
    await viewer
      .getByRole('button', { name: /^Edit transaction / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await dialog.getByLabel('Description').fill('Corrected by e2e');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page).getByText('Transaction Updated')).toBeVisible();
    // The description cell may also carry the broken-balance marker, so match the cell by its ending.
    await expect(viewer.getByRole('cell', { name: /Corrected by e2e$/ }).first()).toBeVisible();

    // The type filter cycles all → credit → debit.
    const counter = viewer.getByText(/^Showing \d+ of \d+ transactions$/);
    const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
    await viewer.getByRole('button', { name: /Type filter: All/ }).click();
    await viewer.getByRole('button', { name: /Type filter: Credits/ }).click();
    await expect(viewer.getByRole('button', { name: /Type filter: Debits/ })).toBeVisible();
    await viewer.getByRole('button', { name: /Type filter: Debits/ }).click();
    await expect(counter).toHaveText(`Showing ${total} of ${total} transactions`);
  });

  await test.step('export the bank statement in every format', async () => {
    const viewer = page.getByRole('article').filter({ hasText: DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement });
    const formats: [string, RegExp][] = [
      ['JSON', /\.json$/],
      ['CSV', /\.csv$/],
      ['QuickBooks IIF', /\.iif$/],
      ['QuickBooks CSV', /\.csv$/],
      ['OFX (Quicken, GnuCash, Xero)', /\.ofx$/],
      ['QuickBooks Web Connect (.qbo)', /\.qbo$/],
    ];
    for (const [label, extension] of formats) {
      await viewer.getByRole('button', { name: 'Export', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(extension);
      const body = await file.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p, 'utf8')));
      expect(body.length).toBeGreaterThan(20);
      if (label === 'JSON') expect(() => JSON.parse(body)).not.toThrow();
      if (label.startsWith('OFX')) expect(body).toContain('<OFX>');
    }
    await expect(toast(page).getByText('Export Successful')).toBeVisible();
  });

  await test.step('a 390 px phone shows the edited bank statement without overflowing the page', async () => {
    const viewer = page.getByRole('article').filter({ hasText: DOCUMENT_TYPE_DISPLAY_NAMES.bank_statement });
    await viewer.scrollIntoViewIfNeeded();
    await expectNoOverflowAt390(
      page,
      testInfo.outputPath('viewer-bank_statement-edited-390.png'),
      'the bank statement',
    );
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
  });

  await test.step('credit card: filter, sort, edit and export', async () => {
    const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.credit_card_statement);
    await viewer.getByLabel('Type').selectOption('payment');
    await expect(viewer.getByText(/^Showing \d+ of \d+ transactions$/)).toBeVisible();
    await viewer.getByLabel('Type').selectOption('all');
    await viewer.getByRole('button', { name: 'Amount' }).click();
    await expect(viewer.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await viewer
      .getByRole('button', { name: /^Edit transaction / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await dialog.getByLabel('Merchant').fill('E2E Merchant');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(viewer.getByText('E2E Merchant', { exact: true })).toBeVisible();
    for (const label of [
      'JSON',
      'CSV',
      'QuickBooks IIF',
      'QuickBooks CSV',
      'OFX (Quicken, GnuCash, Xero)',
      'QuickBooks Web Connect (.qbo)',
    ]) {
      await viewer.getByRole('button', { name: 'Export', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.(json|csv|iif|ofx|qbo)$/);
    }
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
  });

  await test.step('JSON and CSV exports of the other types', async () => {
    for (const type of [
      'payslip',
      'w2',
      'irs_1040',
      'irs_1099',
      'invoice',
      'balance_sheet',
      'profit_loss',
      'cash_flow',
    ] as const) {
      const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES[type]);
      for (const [label, extension] of [
        ['JSON', /\.json$/],
        ['CSV', /\.csv$/],
      ] as const) {
        await viewer.getByRole('button', { name: 'Export', exact: true }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('menuitem', { name: label, exact: true }).click();
        expect((await download).suggestedFilename(), `${type} ${label}`).toMatch(extension);
      }
      await viewer.getByRole('button', { name: 'Close viewer' }).click();
    }
  });

  await test.step('edit the payslip', async () => {
    const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.payslip);
    await viewer.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payslip' });
    await dialog.getByLabel('Pay frequency').fill('Biweekly');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).getByText('Payslip data has been updated successfully.')).toBeVisible();
    await expect(viewer.getByText('Biweekly')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
  });
});

test('the other document card, and deleting from the viewer', async ({ page, baseURL }, testInfo) => {
  // The shared 2-core machine can take minutes for an upload to settle.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const samples = generateSamples(['invoice'], 91);
  await signInNewUser(page, baseURL!, 'other-doc');
  await uploadPdf(page.request, baseURL!, 'other', samples.get('invoice')!);
  await waitForProcessing(page.request, 1);
  await page.reload();

  await test.step('the other document card', async () => {
    const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.other);
    await expect(viewer.getByText('File Name')).toBeVisible();
    await expect(viewer.getByText(/\d+\.\d{2} KB/)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
    await viewer.screenshot({ path: testInfo.outputPath('viewer-other-1280.png') });
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
  });

  await test.step('delete it from the viewer', async () => {
    const viewer = await openViewer(page, DOCUMENT_TYPE_DISPLAY_NAMES.other);
    await viewer.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).getByText('Document has been successfully deleted.')).toBeVisible();
    await expect(viewer).toBeHidden();
    await expect(tableRow(page, DOCUMENT_TYPE_DISPLAY_NAMES.other)).toHaveCount(0);
  });
});
