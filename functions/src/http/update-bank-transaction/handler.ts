import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { editDocumentRow } from '../../domain/documents/edits';

export const handler = httpHandler(routes.updateBankTransaction, ({ actor, params, body }) =>
  editDocumentRow(actor, 'bank_statement', 'transactions', params.id, body),
);
