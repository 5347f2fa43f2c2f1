import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { searchFirms } from '../../domain/firms/firms';

export const handler = httpHandler(routes.searchFirms, async ({ query }) => searchFirms(query.q));
