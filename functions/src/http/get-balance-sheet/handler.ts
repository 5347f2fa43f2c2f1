import { routes } from '@docledger/shared/api/routes';
import { documentDetailHandler } from '../document-detail';

export const handler = documentDetailHandler(routes.getBalanceSheet, 'balance_sheet');
