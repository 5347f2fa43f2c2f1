import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { updateDocumentType } from '../../domain/admin/document-types';

export const handler = httpHandler(routes.updateDocumentType, async ({ actor, params, body, log }) =>
  updateDocumentType(actor, params.code, body, log),
);
