// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/use-toast';
import { renderWithQuery, stubFetch, type Recorded } from '../../features/viewers/test-support';
import { DashboardPage } from './dashboard';

// The dashboard shows the Recent Documents table and, below it, the viewer of the opened document.
// An edit in the viewer must reach the table: the server renames the document's title after the
// bank name, and the list must show the new one without a reload.

const DOCUMENT_ID = 'doc-bank-1';

function listRow(title: string, version: number) {
  return {
    documentId: DOCUMENT_ID,
    documentType: 'bank_statement',
    title,
    subtitle: 'Checking · ••••0597',
    uploadDate: '2026-11-20T10:00:00.000Z',
    processingStatus: 'completed',
    confidenceScore: 96,
    extractionMetadata: { model: 'local', error: null, pages: 1, suspectedType: null, warnings: [] },
    reviewRequired: false,
    reviewReasons: [],
    warnings: [],
    fileName: 'statement.pdf',
    fileSize: 1000,
    pageCount: 1,
    originalFileUrl: null,
    version,
  };
}

function view(bankName: string, version: number) {
  return {
    ...listRow(bankName, version),
    fields: {
      bankName,
      accountHolderName: 'Lisa Walker',
      accountName: 'Checking',
      accountNumberMasked: '****0597',
      address: null,
      city: null,
      state: null,
      zipCode: null,
      statementStartDate: '2026-10-01',
      statementEndDate: '2026-10-31',
      beginningBalance: 100,
      endingBalance: 100,
      totalDeposits: 0,
      totalWithdrawals: 0,
    },
    fieldConfidence: {},
    checks: { status: 'reconciles', passedCount: 1, failedCount: 0, firstBrokenRowId: null, results: [] },
    canEdit: true,
    canDelete: true,
    sensitiveDataReadable: true,
    transactions: [],
  };
}

/** A tiny server: one bank statement whose title follows its bank name, as the real edit route does. */
function server() {
  let bankName = 'Redwood Community Bank';
  let version = 1;
  return (request: Recorded) => {
    const path = request.url.split('?')[0];
    if (path === '/api/document-types')
      return { status: 200, body: { documentTypes: [], turnstileSiteKey: null } };
    if (path === '/api/recent-documents')
      return { status: 200, body: { documents: [listRow(bankName, version)], since: '2026-08-23' } };
    if (path === `/api/documents/${DOCUMENT_ID}` && request.method === 'GET')
      return { status: 200, body: view(bankName, version) };
    if (path === `/api/documents/${DOCUMENT_ID}` && request.method === 'PATCH') {
      const body = request.body as { bankName?: string };
      bankName = body.bankName ?? bankName;
      version += 1;
      return { status: 200, body: view(bankName, version) };
    }
    if (path === '/api/user/export-permissions')
      return { status: 200, body: { allowJson: true, allowCsv: true, allowQbo: true } };
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND', requestId: 'r' } };
  };
}

describe('dashboard after an edit in the viewer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => toastStore.dismiss());
  });

  it('shows the edited title in Recent Documents without a reload', { timeout: 60_000 }, async () => {
    // jsdom has no layout: the dashboard scrolls the opened viewer into view.
    Element.prototype.scrollIntoView = vi.fn();
    const requests = stubFetch(server());
    renderWithQuery(<DashboardPage />);

    const table = () => screen.getByTestId('recent-documents-scroll');
    fireEvent.click(
      await screen.findByRole('button', { name: 'View Redwood Community Bank' }, { timeout: 5000 }),
    );
    const viewer = await screen.findByRole('article', {}, { timeout: 30_000 });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bank Statement' });
    fireEvent.change(within(dialog).getByLabelText('Bank name'), {
      target: { value: 'Harbor Credit Union' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(table()).findByText('Harbor Credit Union')).toBeTruthy();
    expect(within(table()).queryByText('Redwood Community Bank')).toBeNull();
    expect(requests.filter((r) => r.url.startsWith('/api/recent-documents'))).toHaveLength(2);
  });
});
