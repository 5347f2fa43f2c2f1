import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { accountSummary } from '../../domain/profile/profile';

export const handler = httpHandler(routes.getAccountSummary, async ({ actor }) => accountSummary(actor.user));
