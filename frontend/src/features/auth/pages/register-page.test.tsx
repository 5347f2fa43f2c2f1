// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { RegisterPage } from './register-page';

function renderRegister() {
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
    initialEntries: ['/register'],
  });
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

describe('register page', () => {
  it('links the account-type and privacy errors to their controls', async () => {
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const typeError = await screen.findByText('Please select an account type');
    const privacyError = await screen.findByText('You must agree to the privacy policy');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-describedby')).toBe(typeError.id);
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toBe(privacyError.id);
    expect(typeError.id).not.toBe('');
  });

  it('marks a refused common password on the password field itself', async () => {
    const common = 'This password is too common. Choose a less predictable one.';
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: common,
            code: 'VALIDATION_FAILED',
            details: { fields: { password: [common] } },
            requestId: 'r',
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderRegister();
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Byron' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe(common);
    expect(document.activeElement).toBe(password);
  });
});
