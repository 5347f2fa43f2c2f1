import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { markReminderShown, shouldCheckReminder } from './two-factor-reminder-state';

const ReminderDialog = lazy(() =>
  import('./two-factor-reminder-dialog').then((m) => ({ default: m.ReminderDialog })),
);

export const reminderKeys = { all: ['two-factor-reminder'] as const };

/**
 * Asks once per browser session whether to remind a signed-in user to turn on two-factor (spec part 1
 * §4). The dialog cannot be dismissed by outside click or Escape; OK unlocks after 5 s.
 */
export function TwoFactorReminder({ signedIn }: { signedIn: boolean }) {
  // Read once: the flag is set by this component as soon as the answer arrives.
  const [alreadyShown] = useState(() => !shouldCheckReminder(true));
  const enabled = signedIn && !alreadyShown;
  const [dismissed, setDismissed] = useState(false);
  const reminder = useQuery({
    queryKey: reminderKeys.all,
    queryFn: ({ signal }) => api.call('getTwoFactorReminder', { signal }),
    enabled,
  });

  const answered = reminder.data !== undefined;
  useEffect(() => {
    if (answered) markReminderShown();
  }, [answered]);

  if (!reminder.data?.showReminder || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
