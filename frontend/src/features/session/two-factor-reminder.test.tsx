// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { TwoFactorReminder } from './two-factor-reminder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('two-factor reminder', () => {
  it('takes focus when it opens, although its only button is locked for 5 s', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ showReminder: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <button type="button">behind</button>
          <TwoFactorReminder signedIn />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: /Please wait/ }).hasAttribute('disabled')).toBe(true);
  });
});
