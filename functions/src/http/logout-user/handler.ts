import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { logout } from '../../domain/auth/login';

export const handler = httpHandler(routes.logoutUser, async ({ sessionToken, response }) => {
  const { cookie } = await logout(sessionToken);
  response.cookies.push(cookie);
  return { message: AUTH_MESSAGES.loggedOut };
});
