import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { confirmEmailChange } from '../../domain/auth/change-email';

export const handler = httpHandler(routes.confirmEmailChange, async ({ body, log, ip }) =>
  confirmEmailChange(body.token, { log, ip }),
);
