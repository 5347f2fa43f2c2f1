import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AtSign, ChevronRight, KeyRound, LockKeyhole, ShieldCheck, ShieldAlert } from 'lucide-react';
import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The security dialogs live in features/security; the route module hands them in (no cross-feature imports). */
export interface SecurityDialogs {
  TwoFactorDialog: ComponentType<DialogProps & { alreadyEnabled: boolean }>;
  ChangePasswordDialog: ComponentType<DialogProps>;
  ChangeEmailDialog: ComponentType<DialogProps & { currentEmail: string; twoFactorEnabled: boolean }>;
  EncryptionSettingsDialog: ComponentType<DialogProps>;
}

function SettingRow({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 [&_svg]:size-4">
          {icon}
        </div>
        <div className="flex flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">{title}</div>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <div className="shrink-0 pl-12 sm:pl-0">{action}</div>
    </li>
  );
}

export function AccountSettingsCard({ user, dialogs }: { user: CurrentUser; dialogs: SecurityDialogs }) {
  const { TwoFactorDialog, ChangePasswordDialog, ChangeEmailDialog, EncryptionSettingsDialog } = dialogs;
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold tracking-tight text-slate-900">Account Settings</h2>
        <CardDescription>Sign-in security and the keys that protect your documents.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200">
          <SettingRow
            icon={user.twoFactorEnabled ? <ShieldCheck /> : <ShieldAlert />}
            title={
              <>
                Two-Factor Authentication
                {user.twoFactorEnabled ? (
                  <Badge variant="success">Enabled</Badge>
                ) : (
                  <Badge variant="warning">Disabled</Badge>
                )}
              </>
            }
            description="A 6-digit code from your authenticator app at each sign-in."
            action={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setTwoFactorOpen(true)}
                aria-label="Manage two-factor authentication"
              >
                Manage
              </Button>
            }
          />
          <SettingRow
            icon={<LockKeyhole />}
            title="Password"
            description="Change the password you sign in with."
            action={
              <Button variant="secondary" size="sm" onClick={() => setPasswordOpen(true)}>
                Change Password
              </Button>
            }
          />
          <SettingRow
            icon={<AtSign />}
            title="Email Address"
            description={`You sign in with ${user.email}.`}
            action={
              <Button variant="secondary" size="sm" onClick={() => setEmailOpen(true)}>
                Change Email
              </Button>
            }
          />
          <SettingRow
            icon={<KeyRound />}
            title="Encryption Keys"
            description="RSA key pairs that protect account numbers, SSNs and other sensitive fields."
            action={
              <Button variant="secondary" size="sm" onClick={() => setKeysOpen(true)}>
                Manage Keys
              </Button>
            }
          />
          {user.userRole === 'admin' && (
            <SettingRow
              icon={<ShieldCheck />}
              title="Administration"
              description="Users, verification requests and system settings."
              action={
                <Button asChild variant="secondary" size="sm">
                  <Link to={paths.admin}>
                    Admin Dashboard
                    <ChevronRight aria-hidden />
                  </Link>
                </Button>
              }
            />
          )}
        </ul>
      </CardContent>
      <TwoFactorDialog
        open={twoFactorOpen}
        onOpenChange={setTwoFactorOpen}
        alreadyEnabled={user.twoFactorEnabled}
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <ChangeEmailDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        currentEmail={user.email}
        twoFactorEnabled={user.twoFactorEnabled}
      />
      <EncryptionSettingsDialog open={keysOpen} onOpenChange={setKeysOpen} />
    </Card>
  );
}
