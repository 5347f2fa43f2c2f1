// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { createQueryClient } from '../../../lib/query-client';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('verify email page', () => {
  it('says an already-used link belongs to an address that is already verified', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: AUTH_MESSAGES.emailAlreadyVerified }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPage /> }], {
      initialEntries: ['/verify-email?token=abc'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeTruthy();
    expect(screen.queryByText(/failed/i)).toBeNull();
  });
});
