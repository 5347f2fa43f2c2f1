// The two-factor reminder is shown at most once per browser session (spec part 1 §4): a flag in
// session storage survives reloads of the tab but not a new browser session.
export const REMINDER_SHOWN_KEY = 'twoFactorReminderShown';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Ask the server only when signed in and not yet shown in this browser session. */
export function shouldCheckReminder(
  signedIn: boolean,
  storage: FlagStorage = window.sessionStorage,
): boolean {
  return signedIn && storage.getItem(REMINDER_SHOWN_KEY) !== 'true';
}

export function markReminderShown(storage: FlagStorage = window.sessionStorage): void {
  storage.setItem(REMINDER_SHOWN_KEY, 'true');
}

/** Seconds left before OK may be pressed, rounded up; 0 when it may. */
export function secondsUntilDismissable(openedAt: number, now: number, waitMs: number): number {
  return Math.max(0, Math.ceil((openedAt + waitMs - now) / 1000));
}

export function reminderButtonLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Please wait ${secondsLeft}s...` : 'OK, I Understand';
}
