import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { shouldShowReminder } from '../../domain/two-factor/two-factor';

export const handler = httpHandler(routes.getTwoFactorReminder, async ({ actor }) => ({
  showReminder: shouldShowReminder(actor.user),
}));
