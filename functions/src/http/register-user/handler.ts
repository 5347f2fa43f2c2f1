import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { register } from '../../domain/auth/accounts';

export const handler = httpHandler(routes.registerUser, async ({ body, response }) => {
  response.status = 201;
  return register(body);
});
