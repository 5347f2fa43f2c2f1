import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportBankStatementJson, ({ actor, params }) =>
  exportForViewer(actor, 'bank_statement', params.id, 'json'),
);
