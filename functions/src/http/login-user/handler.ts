import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { login } from '../../domain/auth/login';
import { warmDummyHash } from '../../domain/auth/passwords';

// Cold start: the dummy hash used for unknown addresses is ready before the first request.
void warmDummyHash();

export const handler = httpHandler(routes.loginUser, async ({ body, ip, sessionToken, response }) => {
  const outcome = await login(body, ip, sessionToken);
  response.cookies.push(outcome.cookie);
  return outcome.body;
});
