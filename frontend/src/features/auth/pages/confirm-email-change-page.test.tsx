// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { answerInOrder, renderAt } from '../../../lib/test-support';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

// Decision 011 in the browser: the link mailed to the new address confirms on a click, not on load
// (a mail scanner opening links changes nothing).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmEmailChangePage', () => {
  it('confirms only on a click and then offers to sign in', async () => {
    const fetchMock = answerInOrder({ status: 200, body: { message: AUTH_MESSAGES.emailChanged } });
    renderAt('/confirm-email-change?token=abc', <ConfirmEmailChangePage />);
    await screen.findByText('Confirm your new email address');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    await screen.findByText(AUTH_MESSAGES.emailChanged);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy());
  });
});
