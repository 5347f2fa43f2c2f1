import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { editDocumentFields } from '../../domain/documents/edits';

export const handler = httpHandler(routes.updateBankStatement, ({ actor, params, body }) =>
  editDocumentFields(actor, 'bank_statement', params.id, body),
);
