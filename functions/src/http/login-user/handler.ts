import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { login } from '../../domain/auth/login';
import { deviceCookieName } from '../../domain/auth/devices';
import { warmDummyHash } from '../../domain/auth/passwords';
import { readCookie } from '../../domain/sessions/sessions';

// Cold start: the dummy hash used for unknown addresses is ready before the first request.
void warmDummyHash();

export const handler = httpHandler(
  routes.loginUser,
  async ({ body, ip, log, sessionToken, response, event }) => {
    const outcome = await login(body, {
      ip,
      log,
      presentedToken: sessionToken,
      deviceToken: readCookie(event.cookies, deviceCookieName()),
    });
    response.cookies.push(...outcome.cookies);
    return outcome.body;
  },
);
