// THE route table (DESIGN §3): every HTTP route of the product, merged from one file per area in ./routes.
import { platformRoutes } from './routes/platform';
import { authRoutes } from './routes/auth';
import { keyRoutes } from './routes/keys';
import { uploadRoutes } from './routes/uploads';
import { documentRoutes } from './routes/documents';
import { delegationRoutes } from './routes/delegation';
import { verificationRoutes } from './routes/verification';
import { firmRoutes } from './routes/firms';
import { referralRoutes } from './routes/referrals';
import { billingRoutes } from './routes/billing';
import { adminRoutes } from './routes/admin';

export const routes = {
  ...platformRoutes,
  ...authRoutes,
  ...keyRoutes,
  ...uploadRoutes,
  ...documentRoutes,
  ...delegationRoutes,
  ...verificationRoutes,
  ...firmRoutes,
  ...referralRoutes,
  ...billingRoutes,
  ...adminRoutes,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const ROUTE_IDS = Object.keys(routes) as RouteId[];

/** kebab-case folder of a route's handler: getCreditCard → get-credit-card. */
export function routeFolder(id: RouteId): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
