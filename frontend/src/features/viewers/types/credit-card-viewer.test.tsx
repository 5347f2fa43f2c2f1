// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/use-toast';
import type { CardTransactionRow } from '../lib/view-types';
import { renderWithQuery, stubFetch } from '../test-support';
import { CardTransactionsTable } from './credit-card-viewer';

const row = (id: string, patch: Partial<CardTransactionRow>): CardTransactionRow => ({
  id,
  transactionDate: '2025-01-05',
  postDate: null,
  description: `Row ${id}`,
  merchant: null,
  category: null,
  transactionType: 'purchase',
  amount: 10,
  confidenceScore: 97,
  fieldConfidence: {},
  ...patch,
});

const rows = [
  row('a', { description: 'Coffee Shop', merchant: 'Blue Bottle', category: 'Dining', amount: 4.5 }),
  row('b', { description: 'Payment thank you', transactionType: 'payment', amount: 500 }),
  row('c', { description: 'Late fee', merchant: 'Issuer', transactionType: 'fee', amount: 35 }),
  row('d', {
    description: 'Groceries',
    merchant: 'Whole Foods',
    amount: 120.99,
    fieldConfidence: { amount: 40 },
  }),
];

function renderTable(canEdit = true) {
  return renderWithQuery(
    <CardTransactionsTable
      documentId="doc-1"
      version={3}
      rows={rows}
      canEdit={canEdit}
      onReload={vi.fn(async () => {})}
    />,
  );
}

const bodyRows = () =>
  within(screen.getByRole('region', { name: 'Transactions table' }))
    .getAllByRole('row')
    .slice(1);
const descriptions = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('credit card transactions table', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => toastStore.dismiss());
  });

  it('filters by type, amount range and text, with the counter and the empty text', () => {
    renderTable();
    expect(screen.getByText('Showing 4 of 4 transactions')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'purchase' } });
    expect(screen.getByText('Showing 2 of 4 transactions')).toBeTruthy();
    expect(descriptions()).toEqual(['Coffee Shop', 'Groceries']);

    fireEvent.change(screen.getByLabelText('Min amount'), { target: { value: '5' } });
    expect(descriptions()).toEqual(['Groceries']);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing like this' } });
    expect(screen.getByText('Showing 0 of 4 transactions')).toBeTruthy();
    expect(screen.getByText('No transactions found matching your criteria.')).toBeTruthy();
  });

  it('sorts by a column header and flips on the second click; Confidence is not sortable', () => {
    renderTable();
    const amount = screen.getByRole('button', { name: 'Amount' });
    fireEvent.click(amount);
    expect(descriptions()).toEqual(['Coffee Shop', 'Late fee', 'Groceries', 'Payment thank you']);
    expect(amount.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(amount);
    expect(descriptions()).toEqual(['Payment thank you', 'Groceries', 'Late fee', 'Coffee Shop']);
    expect(screen.queryByRole('button', { name: 'Confidence' })).toBeNull();
  });

  it('colours payments as money in and purchases as money out, and highlights a low-confidence cell', () => {
    renderTable();
    const [coffee, payment, , groceries] = bodyRows();
    expect(within(payment!).getByText('+$500.00').className).toContain('text-success');
    expect(within(coffee!).getByText('−$4.50').className).toContain('text-destructive');
    expect(within(groceries!).getAllByRole('cell')[5]?.className).toContain('bg-warning-soft');
  });

  it('hides the edit column when the user may not edit', () => {
    renderTable(false);
    expect(screen.queryAllByRole('button', { name: /Edit transaction/ })).toHaveLength(0);
  });

  it('edits a transaction: only the changed fields with the version, Saving... while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = stubFetch(() => ({ status: 200, body: {} }));
    const fetchStub = vi.mocked(fetch);
    const original = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });

    renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Edit transaction Late fee/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    expect((within(dialog).getByLabelText('Description') as HTMLInputElement).value).toBe('Late fee');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('fee');

    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '29.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeTruthy();

    release();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([
      { url: '/api/credit-card-transactions/c', method: 'PATCH', body: { amount: 29, version: 3 } },
    ]);
    expect(toastStore.getSnapshot()[0]?.title).toBe('Transaction Updated');
  });

  it('coerces an unknown transaction type to purchase in the edit dialog', async () => {
    renderWithQuery(
      <CardTransactionsTable
        documentId="doc-1"
        version={1}
        rows={[row('x', { transactionType: null, description: 'Odd' })]}
        canEdit
        onReload={vi.fn(async () => {})}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Edit transaction Odd/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('purchase');
  });
});
