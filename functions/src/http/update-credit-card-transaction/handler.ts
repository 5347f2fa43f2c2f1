import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { editDocumentRow } from '../../domain/documents/edits';

export const handler = httpHandler(routes.updateCreditCardTransaction, ({ actor, params, body }) =>
  editDocumentRow(actor, 'credit_card_statement', 'transactions', params.id, body),
);
