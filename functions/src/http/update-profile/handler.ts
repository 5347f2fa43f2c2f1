import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { updateProfile } from '../../domain/profile/profile';

export const handler = httpHandler(routes.updateProfile, async ({ actor, body }) =>
  updateProfile(actor.user.userId, body),
);
