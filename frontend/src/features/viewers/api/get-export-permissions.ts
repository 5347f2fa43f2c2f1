import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { viewerKeys } from './keys';

/** GET /api/user/export-permissions: which export formats this account may use (spec part 2 §6). */
export function useExportPermissions() {
  const { clientId } = useClientContext();
  return useQuery({
    queryKey: viewerKeys.exportPermissions(clientId),
    queryFn: ({ signal }) => api.call('getExportPermissions', { signal }),
  });
}
