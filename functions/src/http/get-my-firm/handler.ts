import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getMyFirm } from '../../domain/firms/firms';

export const handler = httpHandler(routes.getMyFirm, async ({ actor }) => getMyFirm(actor));
