import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { answerRequest } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.updateClientAccessRequest, async ({ actor, params, body }) =>
  answerRequest(actor, params.id, body),
);
