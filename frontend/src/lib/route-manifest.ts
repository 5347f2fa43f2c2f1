// What the api client needs of THE route table at run time: method, path, and where a route takes
// `asClientId`. Computed here from the route table (zod schemas and all); the production and dev
// builds replace this module with its computed JSON (vite.config.ts, routeManifestPlugin), so the
// browser never downloads the schemas just to know a path (issue 8: /home initial JS budget).
import { routes, type RouteId } from '@docledger/shared/api/routes';
import { ERROR_CODES, type ErrorCode } from '@docledger/shared/errors';
import { acceptsClientId } from './accepts-client-id';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Where the route declares `asClientId`: the query on reads, the body on uploads; null = never. */
  clientIdIn: 'query' | 'body' | null;
}

export const routeManifest = Object.fromEntries(
  Object.entries(routes).map(([id, route]) => [
    id,
    {
      method: route.method,
      path: route.path,
      clientIdIn: acceptsClientId(route.query) ? 'query' : acceptsClientId(route.body) ? 'body' : null,
    },
  ]),
) as Record<RouteId, RouteEntry>;

export const errorCodes: readonly ErrorCode[] = [...ERROR_CODES];
