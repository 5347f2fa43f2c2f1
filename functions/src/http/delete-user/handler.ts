import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { deleteUserAccount } from '../../domain/admin/users';

export const handler = httpHandler(routes.deleteUser, async ({ actor, body, log }) =>
  deleteUserAccount(actor, body, log),
);
