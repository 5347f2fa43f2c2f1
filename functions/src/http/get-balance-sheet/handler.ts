import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getDocumentForViewer } from '../../domain/documents/reads';

export const handler = httpHandler(routes.getBalanceSheet, ({ actor, params }) =>
  getDocumentForViewer(actor, 'balance_sheet', params.id),
);
