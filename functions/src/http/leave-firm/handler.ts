import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { leaveFirm } from '../../domain/firms/firms';

export const handler = httpHandler(routes.leaveFirm, async ({ actor }) => leaveFirm(actor));
