// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/use-toast';
import type { BankTransactionRow } from '../lib/view-types';
import { renderWithQuery, stubFetch } from '../test-support';
import { BankTransactionsTable } from './bank-statement-viewer';

const row = (id: string, patch: Partial<BankTransactionRow>): BankTransactionRow => ({
  id,
  transactionDate: '2025-02-03',
  description: `Row ${id}`,
  creditDebit: 'debit',
  amount: 10,
  balance: null,
  confidenceScore: 99,
  fieldConfidence: {},
  ...patch,
});

const rows = [
  row('t1', { description: 'Salary', creditDebit: 'credit', amount: 2500, balance: 3500 }),
  row('t2', { description: 'Rent', amount: 1200, balance: 2300 }),
  row('t3', { description: 'Groceries', amount: 80, balance: 2250 }),
];

function renderTable(onReload = vi.fn(async () => {})) {
  renderWithQuery(
    <BankTransactionsTable
      documentId="doc-9"
      version={7}
      rows={rows}
      canEdit
      brokenRowId="t3"
      onReload={onReload}
    />,
  );
  return onReload;
}

const descriptions = () =>
  within(screen.getByRole('region', { name: 'Transactions table' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent?.replace('Running balance breaks here', ''));

describe('bank transactions table', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => toastStore.dismiss());
  });

  it('cycles the type filter all → credit → debit → all with the counter', () => {
    renderTable();
    const filter = screen.getByRole('button', { name: /Type filter: All/ });
    fireEvent.click(filter);
    expect(descriptions()).toEqual(['Salary']);
    expect(screen.getByText('Showing 1 of 3 transactions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Type filter: Credits/ }));
    expect(descriptions()).toEqual(['Rent', 'Groceries']);
    fireEvent.click(screen.getByRole('button', { name: /Type filter: Debits/ }));
    expect(screen.getByText('Showing 3 of 3 transactions')).toBeTruthy();
  });

  it('highlights the first row where the running balance breaks', () => {
    renderTable();
    const broken = screen.getByText('Running balance breaks here').closest('tr');
    expect(broken?.getAttribute('data-broken-row')).toBe('true');
    expect(within(broken!).getByText(/Groceries/)).toBeTruthy();
    expect(document.querySelectorAll('[data-broken-row]')).toHaveLength(1);
  });

  it('on a CONFLICT says the document changed and reloads instead of overwriting', async () => {
    const requests = stubFetch(() => ({
      status: 409,
      body: { error: 'The document was changed by someone else', code: 'CONFLICT', requestId: 'r1' },
    }));
    const onReload = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Edit transaction Rent/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Rent February' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('This document changed while you were editing')).toBeTruthy();
    expect(onReload).toHaveBeenCalledOnce();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/transactions/t2',
      body: { description: 'Rent February', version: 7 },
    });
    expect(screen.getByRole('dialog', { name: 'Edit Transaction' })).toBeTruthy();
  });

  it('puts the server field messages under their fields, and a generic failure in the spec toast', async () => {
    let answer = {
      status: 400,
      body: {
        error: 'Invalid request',
        code: 'VALIDATION_FAILED',
        details: { fields: { 'body.amount': ['Amount must not be negative'] } },
        requestId: 'r2',
      },
    };
    stubFetch(() => answer);
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Edit transaction Salary/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Amount must not be negative')).toBeTruthy();

    answer = {
      status: 500,
      body: { error: 'Something went wrong', code: 'INTERNAL', requestId: 'r3' },
    } as typeof answer;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Update Failed'));
    expect(toastStore.getSnapshot()[0]?.description).toBe('Unable to update transaction.');
  });
});
