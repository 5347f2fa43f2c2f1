import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { sendContactMessage } from '../../domain/contact/contact';

export const handler = httpHandler(routes.sendContactMessage, async ({ body, ip }) =>
  sendContactMessage(body, ip),
);
