import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { toCurrentUser } from '../../domain/auth/user-view';

export const handler = httpHandler(routes.getMe, async ({ actor }) => toCurrentUser(actor.user));
