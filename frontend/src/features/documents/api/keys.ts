import { clientScope } from '../../../lib/client-context';
import { DOCUMENT_QUERY_ROOTS } from '../../../lib/document-queries';

/** Query keys of the Recent Documents table; each names whose documents it holds. */
export const documentListKeys = {
  all: [DOCUMENT_QUERY_ROOTS.list] as const,
  recent: (clientId: string | null) => [...documentListKeys.all, clientScope(clientId)] as const,
};
