import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listRecentDocumentsForViewer, readRecentFirstPage } from '../../domain/documents/reads';

// The first page is read beside the session lookup (speculativeRead, decision 183).
const speculativeRead = async ({ claimedActingFor }: { claimedActingFor: string | undefined }) =>
  claimedActingFor ? readRecentFirstPage(claimedActingFor) : undefined;

export const handler = httpHandler(
  routes.listRecentDocuments,
  ({ actor, speculative }) => listRecentDocumentsForViewer(actor, speculative),
  { speculativeRead },
);
