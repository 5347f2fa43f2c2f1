// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { answerInOrder, renderAt } from '../../../lib/test-support';
import { ChangeEmailDialog } from './change-email-dialog';

// Decision 011 in the browser: the profile's dialog sends the new address with re-authentication and
// says where the link went.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeEmailDialog', () => {
  it('sends the new address, the password and the code, then says where the link went', async () => {
    const fetchMock = answerInOrder({ status: 200, body: { message: AUTH_MESSAGES.emailChangeRequested } });
    renderAt(
      '/profile',
      <ChangeEmailDialog
        open
        onOpenChange={() => undefined}
        currentEmail="ada@example.com"
        twoFactorEnabled
      />,
    );
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Correct-Horse-42' } });
    fireEvent.change(screen.getByLabelText('Authentication code or backup code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    await screen.findByText('Check your new inbox');
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/auth/change-email');
    expect(JSON.parse(String(init!.body))).toEqual({
      newEmail: 'grace@example.com',
      currentPassword: 'Correct-Horse-42',
      totpCode: '123456',
    });
  });

  it('shows the server refusal under its field and asks for no code when two-factor is off', async () => {
    answerInOrder({
      status: 400,
      body: {
        error: AUTH_MESSAGES.currentPasswordWrong,
        code: 'VALIDATION_FAILED',
        requestId: 'r',
        details: { fields: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] } },
      },
    });
    renderAt(
      '/profile',
      <ChangeEmailDialog
        open
        onOpenChange={() => undefined}
        currentEmail="ada@example.com"
        twoFactorEnabled={false}
      />,
    );
    expect(screen.queryByLabelText('Authentication code or backup code')).toBeNull();
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordWrong)).toBeTruthy();
  });
});
