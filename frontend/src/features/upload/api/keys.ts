import { clientScope } from '../../../lib/client-context';

/** Query keys of the upload feature; the document-type list is the same for everyone. */
export const uploadKeys = {
  documentTypes: () => ['document-types'] as const,
  /** What uploads change: the recent-documents list of the client they were made for. */
  scope: (clientId: string | null) => ['uploads', clientScope(clientId)] as const,
};
