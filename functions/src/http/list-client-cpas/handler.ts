import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listActiveCpas } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.listClientCpas, async ({ actor }) => listActiveCpas(actor));
