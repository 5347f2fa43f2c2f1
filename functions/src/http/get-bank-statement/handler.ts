import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getBankStatement, ({ actor, params }) =>
  getDocumentForViewer(actor, 'bank_statement', params.id),
);
