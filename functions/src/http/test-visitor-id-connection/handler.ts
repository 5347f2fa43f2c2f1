import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { testVisitorIdConnection } from '../../domain/admin/visitorid';

export const handler = httpHandler(routes.testVisitorIdConnection, async ({ log }) =>
  testVisitorIdConnection(log),
);
