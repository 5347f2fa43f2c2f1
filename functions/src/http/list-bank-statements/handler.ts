import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listDocumentsForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.listBankStatements, ({ actor }) =>
  listDocumentsForViewer(actor, 'bank_statement'),
);
