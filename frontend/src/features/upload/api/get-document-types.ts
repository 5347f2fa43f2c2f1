import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadKeys } from './keys';

/** GET /api/document-types: the active types for the select, their limits, and the bot-check site key. */
export function useDocumentTypes() {
  return useQuery({
    queryKey: uploadKeys.documentTypes(),
    queryFn: ({ signal }) => api.call('listDocumentTypes', { signal }),
    select: (data) => ({
      types: data.documentTypes.filter((type) => type.isActive),
      turnstileSiteKey: data.turnstileSiteKey,
    }),
  });
}
