import { FirmPage } from '../../features/firms/firm-page';
import { CpaGate } from './cpa-gate';

export function Component() {
  return (
    <CpaGate>
      <FirmPage />
    </CpaGate>
  );
}
