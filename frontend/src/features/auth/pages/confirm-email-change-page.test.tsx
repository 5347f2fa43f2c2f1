// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { createQueryClient } from '../../../lib/query-client';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

// Decision 011 in the browser: the link mailed to the new address confirms on a click, not on load
// (a mail scanner opening links changes nothing).

type Answer = { status: number; body: unknown };
function answer(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmEmailChangePage', () => {
  it('confirms only on a click and then offers to sign in', async () => {
    const fetchMock = answer({ status: 200, body: { message: AUTH_MESSAGES.emailChanged } });
    renderAt('/confirm-email-change?token=abc', <ConfirmEmailChangePage />);
    await screen.findByText('Confirm your new email address');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    await screen.findByText(AUTH_MESSAGES.emailChanged);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy());
  });
});
