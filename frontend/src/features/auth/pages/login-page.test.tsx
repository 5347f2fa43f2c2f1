// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { LoginPage } from './login-page';

// Part-1 defects found on the sign-in page (issue 8), each checked against the real page with the
// network answered by a fake fetch.

type Answer = { status: number; body: unknown };
function answer(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async () => {
    const next = queue.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/home', element: <p>home</p> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const unverified = {
  status: 403,
  body: { error: 'Please verify your email before signing in', code: 'FORBIDDEN', requestId: 'r' },
};
const wrongPassword = {
  status: 401,
  body: { error: 'Invalid credentials', code: 'UNAUTHORIZED', requestId: 'r' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('drops the verify-your-email panel after a later wrong-password error', async () => {
    answer(unverified, wrongPassword);
    renderLogin();
    await submit('new.person@example.com', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeTruthy();
    await submit('other@example.com', 'wrong-pass');
    await screen.findByText('Invalid credentials', { selector: '[role="alert"] *' });
    expect(screen.queryByRole('heading', { name: 'Verify your email address' })).toBeNull();
  });

  it('lets the address in the panel wrap only after @ and dots, never mid-word', async () => {
    answer(unverified);
    renderLogin();
    await submit('a.very.long.address@subdomain.example.com', 'secret-123');
    const address = await screen.findByTestId('unverified-email');
    expect(address.className).not.toContain('break-all');
    expect(address.querySelectorAll('wbr')).toHaveLength(6);
    expect(address.textContent).toBe('a.very.long.address@subdomain.example.com');
  });

  it('refuses an empty authentication code on the field instead of silently re-submitting', async () => {
    const fetchMock = answer({ status: 200, body: { requires2FA: true } });
    renderLogin();
    await submit('two@example.com', 'secret-123');
    const code = await screen.findByLabelText('Authentication Code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText(/Enter the 6-digit code/, { selector: 'p[role="alert"]' })).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows how many attempts remain after a wrong code', async () => {
    answer(
      { status: 200, body: { requires2FA: true } },
      {
        status: 400,
        body: {
          error: 'Invalid authentication code',
          code: 'VALIDATION_FAILED',
          details: { fields: { totpCode: ['Invalid authentication code'] }, attemptsRemaining: 3 },
          requestId: 'r',
        },
      },
    );
    renderLogin();
    await submit('two@example.com', 'secret-123');
    fireEvent.change(await screen.findByLabelText('Authentication Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(
      await screen.findByText('Invalid code. Please check and try again. 3 attempts remaining.', {
        selector: 'p[role="alert"]',
      }),
    ).toBeTruthy();
  });

  it('says why after an automatic logout', async () => {
    answer();
    renderLogin('/login?reason=inactivity');
    expect(await screen.findByText('You were signed out')).toBeTruthy();
    expect(screen.getByText(/20 minutes of inactivity/)).toBeTruthy();
  });

  it('says nothing about inactivity on a plain visit', async () => {
    answer();
    renderLogin();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy());
    expect(screen.queryByText('You were signed out')).toBeNull();
  });
});
