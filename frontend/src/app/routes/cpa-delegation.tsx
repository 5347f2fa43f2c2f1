import { CpaDelegationPage } from '../../features/delegation/components/cpa-delegation-page';
import { ReferralsTab } from '../../features/referrals/referrals-tab';
import { CpaGate } from './cpa-gate';

export function Component() {
  return (
    <CpaGate>
      <CpaDelegationPage referrals={<ReferralsTab />} />
    </CpaGate>
  );
}
