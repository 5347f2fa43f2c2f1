import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportForViewer } from '../../domain/documents/exports';

export const handler = httpHandler(routes.exportCreditCardStatementQboCsv, ({ actor, params }) =>
  exportForViewer(actor, 'credit_card_statement', params.id, 'qbo-csv'),
);
