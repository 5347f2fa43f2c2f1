import { lazy, Suspense } from 'react';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/use-logout';
import { useInactivityTimer } from './use-inactivity-timer';

const TimeoutWarningDialog = lazy(() =>
  import('./timeout-warning-dialog').then((m) => ({ default: m.TimeoutWarningDialog })),
);

/** Mounted once in the signed-in area: warns at 19 minutes idle, signs out at 20 (spec part 1 §4, §8). */
export function SessionTimeoutWarning() {
  // /login says why the user was signed out (issue 8 defect).
  const logout = useLogout({ to: `${paths.login}?reason=inactivity` });
  const { mutate: logoutNow } = logout;
  const { warningDeadline, stayLoggedIn } = useInactivityTimer(() => logoutNow());
  if (warningDeadline === null) return null;
  return (
    <Suspense fallback={null}>
      <TimeoutWarningDialog deadline={warningDeadline} onStay={stayLoggedIn} />
    </Suspense>
  );
}
