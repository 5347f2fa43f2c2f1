import { ClientDelegationPage } from '../../features/delegation/components/client-delegation-page';

export function Component() {
  return <ClientDelegationPage />;
}
