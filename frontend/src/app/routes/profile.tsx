import { DelegatedAccessCard } from '../../features/delegation/components/delegated-access-card';
import { ProfilePage } from '../../features/profile/profile-page';
import { ChangeEmailDialog } from '../../features/security/components/change-email-dialog';
import { ChangePasswordDialog } from '../../features/security/components/change-password-dialog';
import { EncryptionSettingsDialog } from '../../features/security/components/encryption-settings-dialog';
import { TwoFactorDialog } from '../../features/security/components/two-factor-dialog';

const securityDialogs = {
  TwoFactorDialog,
  ChangePasswordDialog,
  ChangeEmailDialog,
  EncryptionSettingsDialog,
};

/** /profile: the profile feature with the security feature's dialogs and the Delegated Access card composed in. */
export function Component() {
  return <ProfilePage securityDialogs={securityDialogs} delegatedAccessCard={<DelegatedAccessCard />} />;
}
