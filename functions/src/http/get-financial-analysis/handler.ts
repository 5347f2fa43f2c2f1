import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { financialAnalysisForViewer } from '../../domain/documents/analysis';

export const handler = httpHandler(routes.getFinancialAnalysis, ({ actor }) =>
  financialAnalysisForViewer(actor),
);
