import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@docledger/shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { api, isApiError } from '../../lib/api-client';
import { adminKeys } from './admin-api';

/** The message for each delete-user error type of spec part 3 §8. */
export function deleteErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const details = (error.details ?? {}) as {
    errorType?: string;
    attemptsRemaining?: number;
    fields?: Record<string, string[]>;
  };
  switch (details.errorType) {
    case 'invalid_totp':
      return `Invalid 2FA code. ${details.attemptsRemaining ?? 0} attempts remaining before lockout.`;
    case 'rate_limited':
      return 'Too many failed attempts. Please wait 5 minutes and try again.';
    case '2fa_not_configured':
      return 'Two-factor authentication is not configured for your account.';
    case 'user_not_found':
      return 'User not found.';
  }
  if (error.code === 'RATE_LIMITED') return 'Too many failed attempts. Please wait 5 minutes and try again.';
  if (error.code === 'VALIDATION_FAILED' && details.fields)
    return Object.values(details.fields).flat().join(', ');
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message;
}

export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => api.call('deleteUser', { body: { userId: user!.id, totpCode: code } }),
    onSuccess: () => {
      toast({ title: 'User deleted', description: `${user!.email} and all their data were deleted.` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      close();
    },
    onError: (e) => setError(deleteErrorMessage(e)),
  });
  function close() {
    setCode('');
    setError(null);
    onClose();
  }
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete user</DialogTitle>
          <DialogDescription>
            This permanently deletes {user?.email} with all their documents, files, encryption keys, sessions
            and access grants. Enter the 6-digit code from your authenticator app to confirm.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!code.trim()) return setError(ADMIN_MESSAGES.totpRequired);
            remove.mutate();
          }}
        >
          <Label htmlFor="delete-totp">2FA code</Label>
          <Input
            id="delete-totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-totp-error' : undefined}
          />
          {error ? (
            <p id="delete-totp-error" role="alert" className="mt-1 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter className="mt-4">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!code || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete user'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
