import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { updateProfile } from '../../domain/profile/profile';

// Account-level: the signed-in user's own profile (no asClientId; a delegate never edits a client's profile).
export const handler = httpHandler(routes.updateProfile, async ({ actor, body }) =>
  updateProfile(actor.user.userId, body),
);
