import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { editDocumentFields } from '../../domain/documents/edits';

export const handler = httpHandler(routes.updateCreditCardStatement, ({ actor, params, body }) =>
  editDocumentFields(actor, 'credit_card_statement', params.id, body),
);
