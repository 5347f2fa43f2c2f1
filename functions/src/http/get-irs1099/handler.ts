import { routes } from '@docledger/shared/api/routes';
import { documentDetailHandler } from '../document-detail';

export const handler = documentDetailHandler(routes.getIrs1099, 'irs_1099');
