import { routes } from '@docledger/shared/api/routes';
import { KEY_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { deleteKey } from '../../domain/keys/keys';

export const handler = httpHandler(routes.deleteKey, async ({ actor, params, query }) => {
  await deleteKey(actor.user.userId, params.id, query.force);
  return { message: KEY_MESSAGES.deleted, id: params.id };
});
