import { clientScope } from '../../../lib/client-context';
import { DOCUMENT_QUERY_ROOTS, documentViewKey } from '../../../lib/document-queries';
import type { ViewerType } from '../lib/document-routes';

/**
 * Query keys of the viewers. Every key names whose data it holds (the selected client or 'self'),
 * so one client's document never shows under another's.
 */
export const viewerKeys = {
  all: [DOCUMENT_QUERY_ROOTS.views] as const,
  scope: (clientId: string | null) => [...viewerKeys.all, clientScope(clientId)] as const,
  detail: (clientId: string | null, type: ViewerType, id: string) => documentViewKey(clientId, type, id),
  exportPermissions: (clientId: string | null) => ['export-permissions', clientScope(clientId)] as const,
};
