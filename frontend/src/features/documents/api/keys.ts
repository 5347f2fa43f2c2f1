import { clientScope } from '../../../lib/client-context';

/** Query keys of the Recent Documents table; each names whose documents it holds. */
export const documentListKeys = {
  all: ['recent-documents'] as const,
  recent: (clientId: string | null) => [...documentListKeys.all, clientScope(clientId)] as const,
};
