import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listAccessLog } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.listClientAccessLog, async ({ actor }) => listAccessLog(actor));
