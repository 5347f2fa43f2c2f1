import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, createInactivityTimer, type InactivityTimer } from './inactivity-timer';

/**
 * Watches the user's activity on the page and reports when the warning should show and when the
 * session has timed out (spec part 1 §4). Returns the timeout deadline while warning.
 */
export function useInactivityTimer(onTimeout: () => void) {
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null);
  const timerRef = useRef<InactivityTimer | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    const timer = createInactivityTimer({
      onWarning: () => setWarningDeadline(timer.deadline()),
      onTimeout: () => {
        setWarningDeadline(null);
        onTimeoutRef.current();
      },
    });
    timerRef.current = timer;
    timer.restart();
    const onActivity = () => timer.activity();
    const options = { capture: true, passive: true } as const;
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, options);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, options);
      timer.stop();
      timerRef.current = null;
    };
  }, []);

  const stayLoggedIn = useCallback(() => {
    timerRef.current?.restart();
    setWarningDeadline(null);
  }, []);

  return { warningDeadline, stayLoggedIn };
}
