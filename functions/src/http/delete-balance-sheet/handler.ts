import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteBalanceSheet, ({ actor, params }) =>
  deleteForViewer(actor, 'balance_sheet', params.id),
);
