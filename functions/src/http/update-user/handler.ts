import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { updateUserSettings } from '../../domain/admin/users';

export const handler = httpHandler(routes.updateUser, async ({ actor, params, body, log }) =>
  updateUserSettings(actor, params.userId, body, log),
);
