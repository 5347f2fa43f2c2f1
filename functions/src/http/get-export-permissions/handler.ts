import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { exportPermissionsFor } from '../../domain/documents/exports';

// The signed-in user's own permissions (also while acting for a client: they govern what this user exports).
export const handler = httpHandler(routes.getExportPermissions, async ({ actor }) =>
  exportPermissionsFor(actor),
);
