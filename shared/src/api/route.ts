// `route()` fills a route's defaults; every area file in ./routes uses it.
import * as z from 'zod';
import type { AuthLevel, HttpMethod, ResponseKind, RouteAccess, RouteDef, RouteLayer } from './define-route';

export const noParams = z.object({});
export const noQuery = z.object({});
export const noBody = z.undefined();
/** Response of routes that only confirm: `{ message }`. */
export const messageResponse = z.object({ message: z.string() });

interface RouteInput<P, Q, B, R> {
  method: HttpMethod;
  path: string;
  aliases?: readonly string[];
  auth: AuthLevel;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  responseKind?: ResponseKind;
  access: readonly RouteAccess[];
  heavy?: boolean;
  layers?: readonly RouteLayer[];
  signedWebhook?: boolean;
}

export function route<
  R extends z.ZodType,
  P extends z.ZodType = typeof noParams,
  Q extends z.ZodType = typeof noQuery,
  B extends z.ZodType = typeof noBody,
>(def: RouteInput<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return {
    ...def,
    params: (def.params ?? noParams) as P,
    query: (def.query ?? noQuery) as Q,
    body: (def.body ?? noBody) as B,
    responseKind: def.responseKind ?? 'json',
  };
}
