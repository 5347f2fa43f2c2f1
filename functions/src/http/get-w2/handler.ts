import { routes } from '@docledger/shared/api/routes';
import { documentDetailHandler } from '../document-detail';

export const handler = documentDetailHandler(routes.getW2, 'w2');
