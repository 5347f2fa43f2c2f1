import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { KeyUsage } from '@docledger/shared/api/schemas/keys';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { useMe } from '../../../lib/session/use-me';
import { truncateForDialog } from './key-format';
import { EMPTY_REAUTH, ReauthFields, reauthBody } from './reauth-fields';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * A key no document needs gets a simple confirmation; a key in use gets a strong warning and
 * "Delete Anyway" (spec part 1 §4), because its documents' sensitive fields become unreadable.
 */
export function DeleteKeyDialog({
  usage,
  onOpenChange,
  onConfirm,
}: {
  usage: KeyUsage | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (key: KeyUsage, reauth: ReauthBody) => void;
}) {
  const key = usage;
  const twoFactorEnabled = useMe().data?.twoFactorEnabled ?? false;
  const [reauth, setReauth] = useState<ReauthBody>(EMPTY_REAUTH);
  return (
    <AlertDialog
      open={key !== null}
      onOpenChange={(open) => {
        if (!open) setReauth(EMPTY_REAUTH);
        onOpenChange(open);
      }}
    >
      {key && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {key.safeToDelete ? 'Delete Encryption Key?' : 'This Key Is Still in Use'}
            </AlertDialogTitle>
            <AlertDialogDescription>
              Key ID: <code className="font-mono text-slate-800">{truncateForDialog(key.id)}</code>
            </AlertDialogDescription>
          </AlertDialogHeader>
          {key.safeToDelete ? (
            <p className="text-sm text-slate-700">No documents use this key. Deleting it cannot be undone.</p>
          ) : (
            <div
              className="flex gap-3 rounded-lg border border-red-200 bg-destructive-soft p-3 text-sm text-red-950"
              role="alert"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              <div className="flex flex-col gap-1">
                <p className="font-medium">
                  This key protects {plural(key.documentCount, 'document')} and{' '}
                  {plural(key.transactionCount, 'transaction')}.
                </p>
                <p>
                  If you delete it, their sensitive fields (account and routing numbers, SSNs, EINs, employee
                  ids) become permanently unreadable. This cannot be undone.
                </p>
              </div>
            </div>
          )}
          <ReauthFields
            idPrefix="delete-key"
            value={reauth}
            onChange={setReauth}
            twoFactorEnabled={twoFactorEnabled}
          />
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={!reauth.currentPassword}
              onClick={() => {
                onConfirm(key, reauthBody(reauth));
                setReauth(EMPTY_REAUTH);
              }}
            >
              {key.safeToDelete ? 'Delete Key' : 'Delete Anyway'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
