import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { start } from '../../domain/verification/verification';

export const handler = httpHandler(routes.startVerification, async ({ actor }) => start(actor));
