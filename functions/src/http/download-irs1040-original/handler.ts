import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { originalForViewer } from '../../domain/documents/originals';

// Navigation target: 302 to the presigned GET; the body repeats it for clients that do not follow.
export const handler = httpHandler(
  routes.downloadIrs1040Original,
  async ({ actor, params, query, response }) => {
    const download = await originalForViewer(actor, 'irs_1040', params.id, query.page);
    response.status = 302;
    response.headers.location = download.url;
    return download;
  },
);
