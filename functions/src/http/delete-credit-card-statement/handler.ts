import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteForViewer } from '../../domain/documents/deletes';

export const handler = httpHandler(routes.deleteCreditCardStatement, ({ actor, params }) =>
  deleteForViewer(actor, 'credit_card_statement', params.id),
);
