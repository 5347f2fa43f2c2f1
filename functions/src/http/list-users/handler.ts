import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listUsers } from '../../domain/admin/users';

export const handler = httpHandler(routes.listUsers, async ({ query }) => listUsers(query));
