import { VerificationPage } from '../../features/verification/verification-page';

export function Component() {
  return <VerificationPage />;
}
