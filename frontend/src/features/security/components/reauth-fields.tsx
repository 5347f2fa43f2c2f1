import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export const EMPTY_REAUTH: ReauthBody = { currentPassword: '', totpCode: '' };

/** The request body's re-authentication part: the code only when one was typed. */
export function reauthBody(value: ReauthBody): ReauthBody {
  return value.totpCode ? value : { currentPassword: value.currentPassword };
}

/**
 * Changing a factor (two-factor, keys) asks for the current password, and a code from the authenticator
 * app or a backup code while two-factor is on (issue 7: a session alone is not enough).
 */
export function ReauthFields({
  idPrefix,
  value,
  onChange,
  twoFactorEnabled,
}: {
  idPrefix: string;
  value: ReauthBody;
  onChange: (value: ReauthBody) => void;
  twoFactorEnabled: boolean;
}) {
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-current-password`}>Current password</Label>
        <Input
          id={`${idPrefix}-current-password`}
          type="password"
          autoComplete="current-password"
          value={value.currentPassword}
          onChange={(event) => onChange({ ...value, currentPassword: event.target.value })}
        />
      </div>
      {twoFactorEnabled && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-totp-code`}>Authentication code or backup code</Label>
          <Input
            id={`${idPrefix}-totp-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value.totpCode ?? ''}
            onChange={(event) =>
              onChange({ ...value, totpCode: event.target.value.replace(/\D/g, '').slice(0, 6) })
            }
          />
        </div>
      )}
    </div>
  );
}
