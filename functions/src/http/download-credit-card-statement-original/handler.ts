import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { originalForViewer } from '../../domain/documents/originals';

// Navigation target: 302 to the presigned GET; the body repeats it for clients that do not follow.
export const handler = httpHandler(
  routes.downloadCreditCardStatementOriginal,
  async ({ actor, params, query, response }) => {
    const download = await originalForViewer(actor, 'credit_card_statement', params.id, query.page);
    response.status = 302;
    response.headers.location = download.url;
    return download;
  },
);
