import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { setupTwoFactor } from '../../domain/two-factor/two-factor';

export const handler = httpHandler(routes.setupTwoFactor, async ({ actor }) => setupTwoFactor(actor.user));
