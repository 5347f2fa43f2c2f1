import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { verifyEmail } from '../../domain/auth/accounts';

export const handler = httpHandler(routes.verifyEmail, async ({ body }) => verifyEmail(body.token));
