import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { submit } from '../../domain/verification/verification';

export const handler = httpHandler(routes.submitVerification, async ({ actor, body }) => submit(actor, body));
