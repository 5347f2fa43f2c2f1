// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  markReminderShown,
  reminderButtonLabel,
  secondsUntilDismissable,
  shouldCheckReminder,
} from './two-factor-reminder-state';

describe('two-factor reminder', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is only checked when signed in', () => {
    expect(shouldCheckReminder(false)).toBe(false);
    expect(shouldCheckReminder(true)).toBe(true);
  });

  it('is checked once per browser session', () => {
    markReminderShown();
    expect(shouldCheckReminder(true)).toBe(false);
    window.sessionStorage.clear();
    expect(shouldCheckReminder(true)).toBe(true);
  });

  it('keeps OK disabled for 5 seconds, counting down', () => {
    const opened = 1_000_000;
    expect(secondsUntilDismissable(opened, opened, 5000)).toBe(5);
    expect(reminderButtonLabel(secondsUntilDismissable(opened, opened + 200, 5000))).toBe(
      'Please wait 5s...',
    );
    expect(reminderButtonLabel(secondsUntilDismissable(opened, opened + 1000, 5000))).toBe(
      'Please wait 4s...',
    );
    expect(reminderButtonLabel(secondsUntilDismissable(opened, opened + 4999, 5000))).toBe(
      'Please wait 1s...',
    );
    expect(reminderButtonLabel(secondsUntilDismissable(opened, opened + 5000, 5000))).toBe(
      'OK, I Understand',
    );
  });
});
