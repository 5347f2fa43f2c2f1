/**
 * What the live region says while the timeout warning counts down: the time left, rounded to the
 * last 15-second step, then every second of the last 10, so a screen reader hears it a few times,
 * not four times a second.
 */
export function announcement(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const spoken = seconds <= 10 ? seconds : Math.ceil(seconds / 15) * 15;
  if (spoken === 0) return 'Your session has expired.';
  if (spoken >= 60) return 'Your session will expire in 1 minute.';
  return `Your session will expire in ${spoken} ${spoken === 1 ? 'second' : 'seconds'}.`;
}
