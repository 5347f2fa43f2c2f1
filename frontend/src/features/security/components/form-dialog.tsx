// The frame of the account dialogs with one form (change password, change e-mail): the form mounts only
// while the dialog is open, so reopening starts empty; a title and a sentence head it, and the footer is
// Cancel plus a submit button that shows a spinner and stays disabled while the request runs.
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

/** The re-authentication field both dialogs ask for (spread before `error` and `register`). */
export const CURRENT_PASSWORD_FIELD = {
  label: 'Current password',
  type: 'password',
  autoComplete: 'current-password',
} as const;

export function FormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form; `close` closes the dialog. */
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">{open && children(() => onOpenChange(false))}</DialogContent>
    </Dialog>
  );
}

export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="size-4 text-white" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

export function DialogForm({
  title,
  description,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <FormDialogFooter onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
    </form>
  );
}
