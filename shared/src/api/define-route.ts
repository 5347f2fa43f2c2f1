// The shape of one route in THE route table (DESIGN §3). Consumers: infra (one Lambda per route),
// infra/local (local gateway) and the frontend api client (types from z.infer).
import type * as z from 'zod';

export type AuthLevel = 'public' | 'user' | 'cpa' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `json` is the default; `file` responses are downloads (body + content-type + filename). */
export type ResponseKind = 'json' | 'file';

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The spec's path with `{param}` placeholders, e.g. `/api/credit-cards/{id}`. */
  path: string;
  /** Other paths served by the same handler (spec aliases such as /api/profit-loss). */
  aliases?: readonly string[];
  auth: AuthLevel;
  params: P;
  query: Q;
  body: B;
  response: R;
  responseKind: ResponseKind;
  /** What the route's Lambda may touch in AWS; infra turns this into least-privilege grants. */
  access: readonly RouteAccess[];
  /** Lambda memory/timeout hints for heavy routes. */
  heavy?: boolean;
  /** Data the route's code reads at run time that ships once per stack as a Lambda layer, not in its zip. */
  layers?: readonly RouteLayer[];
  /**
   * Server-to-server calls (payment provider webhooks) that prove themselves with a signature over the
   * raw body: no browser Origin to check, so the CSRF check is skipped and the handler must verify.
   */
  signedWebhook?: boolean;
}

/** `breachedPasswords`: the breached-password list, for routes where a new password is chosen. */
export type RouteLayer = 'breachedPasswords';

export type RouteAccess =
  | 'table:read'
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:delete'
  | 'keys:encrypt'
  | 'keys:decrypt'
  | 'mail:send'
  | 'queue:send'
  /** sqs:GetQueueAttributes on the work queues and their DLQs (admin stats' queue depth). */
  | 'queue:read';
