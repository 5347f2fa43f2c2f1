// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceView } from '@docledger/shared/api/schemas/documents-views';
import { renderWithQuery, stubFetch } from '../test-support';
import { InvoiceViewer } from './invoice-viewer';

const view = {
  documentId: 'inv-1',
  documentType: 'invoice',
  title: 'Northwind Traders LLC',
  subtitle: null,
  uploadDate: '2026-11-23T10:00:00.000Z',
  processingStatus: 'completed',
  confidenceScore: 87,
  extractionMetadata: { model: 'local', error: null, pages: 1, suspectedType: null, warnings: [] },
  reviewRequired: false,
  reviewReasons: [],
  warnings: [],
  fileName: 'invoice.pdf',
  fileSize: 1000,
  pageCount: 1,
  originalFileUrl: null,
  version: 1,
  fields: { vendorName: 'Northwind Traders LLC', subtotal: null, taxAmount: 468.13, totalAmount: 6142.48 },
  fieldConfidence: {},
  checks: { status: 'not_checked', passedCount: 0, failedCount: 0, firstBrokenRowId: null, results: [] },
  canEdit: false,
  canDelete: false,
  sensitiveDataReadable: true,
  lineItems: [],
} as unknown as InvoiceView;

describe('invoice viewer totals', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // The demo invoice's subtotal was not found by extraction and showed as $0.00 beside a $6,142.48 total.
  it('shows a subtotal the document does not give as missing, not $0.00', () => {
    stubFetch(() => ({ status: 200, body: { allowJson: true, allowCsv: true, allowQbo: true } }));
    renderWithQuery(
      <InvoiceViewer view={view} onClose={vi.fn()} onDeleted={vi.fn()} onReload={vi.fn(async () => {})} />,
    );
    const subtotal = screen.getByText('Subtotal').parentElement!;
    expect(within(subtotal).getByText('—')).toBeTruthy();
    expect(within(subtotal).queryByText('$0.00')).toBeNull();
    expect(within(screen.getByText('Total').parentElement!).getByText('$6,142.48')).toBeTruthy();
  });
});
