import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { sessionResponse } from '../../domain/sessions/session-view';

export const handler = httpHandler(routes.getSession, async ({ actor }) =>
  sessionResponse(actor?.user ?? null),
);
