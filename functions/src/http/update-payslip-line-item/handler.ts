import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { editDocumentRow } from '../../domain/documents/edits';

export const handler = httpHandler(routes.updatePayslipLineItem, ({ actor, params, body }) =>
  editDocumentRow(actor, 'payslip', 'lineItems', params.id, body),
);
