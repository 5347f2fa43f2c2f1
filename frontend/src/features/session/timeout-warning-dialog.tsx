import { useEffect, useRef, useState } from 'react';
import { Clock } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { announcement } from './countdown-announcement';
import { formatCountdown } from './inactivity-timer';

/** The warning itself, fetched when the warning first shows (it is not part of any first paint). */
export function TimeoutWarningDialog({ deadline, onStay }: { deadline: number; onStay: () => void }) {
  const stayButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <AlertDialog open onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent
        className="max-w-sm"
        // The alert dialog would focus a Cancel button; this one has only "Stay Logged In".
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayButtonRef.current?.focus();
        }}
      >
        <AlertDialogHeader className="items-center text-center">
          <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-warning-soft ring-8 ring-amber-50">
            <Clock className="size-6 text-warning" aria-hidden />
          </div>
          <AlertDialogTitle>Session Timeout Warning</AlertDialogTitle>
          <AlertDialogDescription>Your session will expire due to inactivity in:</AlertDialogDescription>
        </AlertDialogHeader>
        <Countdown deadline={deadline} />
        <p className="text-center text-sm text-slate-600">
          Click &quot;Stay Logged In&quot; to continue your session, or you will be automatically logged out
          for security.
        </p>
        <AlertDialogFooter className="sm:justify-center">
          <Button ref={stayButtonRef} size="lg" className="w-full" onClick={onStay}>
            Stay Logged In
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, []);
  // The digits change 4 times a second, too often to announce; a polite live region says the time
  // left at a few moments instead (every 15 s, then the last 10 s).
  return (
    <>
      <p
        className="text-center font-mono text-4xl font-semibold tracking-tight text-slate-900 tabular"
        aria-hidden
        data-testid="session-countdown"
      >
        {formatCountdown(deadline - now)}
      </p>
      <p
        className="sr-only"
        role="timer"
        aria-live="polite"
        aria-atomic="true"
        data-testid="session-countdown-announcement"
      >
        {announcement(deadline - now)}
      </p>
    </>
  );
}
