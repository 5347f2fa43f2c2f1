import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TWO_FACTOR } from '@docledger/shared/domain/limits';
import { paths } from '../../config/paths';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { reminderButtonLabel, secondsUntilDismissable } from './two-factor-reminder-state';

/** The reminder dialog, fetched only when the server says to show it. */
export function ReminderDialog({ onClose }: { onClose: () => void }) {
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const secondsLeft = secondsUntilDismissable(openedAt, now, TWO_FACTOR.reminderWaitMs);
  useEffect(() => {
    if (secondsLeft === 0) return;
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [secondsLeft]);

  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <AlertDialog open>
      <AlertDialogContent
        ref={contentRef}
        tabIndex={-1}
        onEscapeKeyDown={(event) => event.preventDefault()}
        // Radix focuses the Cancel button of an alert dialog, and this one has none (OK is locked for
        // 5 s): without this the focus would stay on the page behind the dialog.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-warning-soft">
            <ShieldAlert className="size-5 text-warning" aria-hidden />
          </div>
          <AlertDialogTitle>Protect Your Account with Two-Factor Authentication</AlertDialogTitle>
          <AlertDialogDescription>
            Your account holds financial documents and sensitive data. Two-factor authentication adds a second
            check at sign-in, so a stolen password alone is not enough to get in.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm text-slate-700">
          You can turn it on in a minute from your{' '}
          <Link
            to={paths.profile}
            onClick={secondsLeft === 0 ? onClose : undefined}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Profile
          </Link>{' '}
          under Account Settings.
        </p>
        <AlertDialogFooter>
          <Button disabled={secondsLeft > 0} onClick={onClose} className="tabular sm:min-w-40">
            {reminderButtonLabel(secondsLeft)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
