// The only place that builds the middy chain for HTTP routes (DESIGN §4):
// request id + logger → CSRF → parse params/query/body with the route's schemas → session and actor
// → call → serialise through the response schema (unknown keys stripped) → map errors.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import type { RouteDef } from '@docledger/shared/api/define-route';
import { ERROR_STATUS, GENERIC_INTERNAL_MESSAGE, type ErrorBody } from '@docledger/shared/errors';
import {
  AppError,
  ForbiddenError,
  TwoFactorRequiredError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './errors';
import { createLogger, type Logger } from './logger';
import { flushSecurityEvents, securityEvent } from './security-events';
import { getEnv } from './env';
import {
  claimedUserIdOf,
  readCookie,
  resolveSession,
  sessionCookieName,
  type ResolvedSession,
} from '../domain/sessions/sessions';
import { actingForOf, actorFor, type Actor } from '../domain/access/actor';

export type { Actor };

export interface FileResult {
  body: Uint8Array | string;
  contentType: string;
  filename: string;
}

export interface ResponseControl {
  status?: number;
  cookies: string[];
  headers: Record<string, string>;
}

export interface HandlerArgs<R extends RouteDef> {
  params: z.infer<R['params']>;
  query: z.infer<R['query']>;
  body: z.infer<R['body']>;
  /** Null only on public routes without a valid session. */
  actor: R['auth'] extends 'public' ? Actor | null : Actor;
  /** The raw session cookie, also when its session is only two-factor-pending. */
  sessionToken: string | undefined;
  pendingSession: ResolvedSession | null;
  requestId: string;
  ip: string;
  userAgent: string;
  log: Logger;
  response: ResponseControl;
  event: APIGatewayProxyEventV2;
}

/** What a route's speculative read gets: the request as parsed, and whom its cookie claims to act for. */
export interface SpeculativeInput<R extends RouteDef> {
  params: z.infer<R['params']>;
  query: z.infer<R['query']>;
  /**
   * The owner the request would address if its session proves valid: its `asClientId`, else the user id
   * its session cookie names. A claim only: nothing is proven until the session is resolved.
   */
  claimedActingFor: string | undefined;
}

export interface HandlerOptions<R extends RouteDef, S> {
  /**
   * Starts a route's reads at the same time as the session lookup instead of after it, saving one
   * round trip on the hottest reads (issue 8, decision 183). Its result reaches the handler only after
   * the session has been resolved and the route's role check passed, and the handler must still
   * authorise every object it takes from it (the access module); a refused request never waits for it.
   */
  speculativeRead?: (input: SpeculativeInput<R>) => Promise<S>;
}

type HandlerResult<R extends RouteDef> = R['responseKind'] extends 'file'
  ? FileResult
  : z.input<R['response']>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const baseHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function errorResult(err: unknown, requestId: string, log: Logger): APIGatewayProxyStructuredResultV2 {
  let body: ErrorBody;
  if (err instanceof AppError) {
    body = { error: err.message, code: err.code, details: err.details, requestId };
  } else if (err instanceof z.ZodError) {
    body = {
      error: 'Validation failed',
      code: 'VALIDATION_FAILED',
      details: { fields: zodFieldErrors(err) },
      requestId,
    };
  } else {
    log.error('unhandled error', { err });
    body = { error: GENERIC_INTERNAL_MESSAGE, code: 'INTERNAL', requestId };
  }
  if (body.details === undefined) delete body.details;
  // Every 429 says when to come back (issue 7): the limiter's own wait, else a minute.
  const retryAfter: Record<string, string> =
    body.code === 'RATE_LIMITED' ? { 'retry-after': String(body.details?.retryAfterSeconds ?? 60) } : {};
  return {
    statusCode: ERROR_STATUS[body.code],
    headers: {
      ...baseHeaders,
      ...retryAfter,
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
    },
    body: JSON.stringify(body),
  };
}

export function zodFieldErrors(err: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function decodeBody(event: APIGatewayProxyEventV2): string | undefined {
  if (event.body == null || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
}

/** CSRF (DESIGN §8): mutating calls must come from an allowed Origin and carry JSON when they have a body. */
function checkCsrf(event: APIGatewayProxyEventV2, rawBody: string | undefined): void {
  if (!MUTATING.has(event.requestContext.http.method)) return;
  const origin = header(event, 'origin')?.replace(/\/$/, '');
  if (!origin || !getEnv().allowedOrigins.includes(origin)) {
    throw new ForbiddenError('Request origin not allowed');
  }
  if (rawBody !== undefined) {
    const type = header(event, 'content-type') ?? '';
    if (!/^application\/json\b/i.test(type))
      throw new UnsupportedMediaTypeError('Requests must be sent as JSON');
  }
}

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Request body is not valid JSON');
  }
}

function authorise(route: RouteDef, resolved: ResolvedSession | null): void {
  if (route.auth === 'public') return;
  if (!resolved || resolved.session.twoFactorPending) throw new UnauthorizedError();
  const { user } = resolved;
  if (route.auth === 'cpa' && (user.userRole !== 'business_cpa' || user.verificationStatus !== 'approved')) {
    throw new ForbiddenError('CPA verification is required to use this feature');
  }
  if (route.auth === 'admin') {
    if (user.userRole !== 'admin') throw new ForbiddenError('Access denied');
    if (!user.twoFactorEnabled) throw new TwoFactorRequiredError();
  }
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function httpHandler<R extends RouteDef, S = undefined>(
  route: R,
  fn: (args: HandlerArgs<R> & { speculative: S | undefined }) => Promise<HandlerResult<R>>,
  options: HandlerOptions<R, S> = {},
) {
  const base = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? crypto.randomUUID();
    const log = createLogger({ requestId, route: `${route.method} ${route.path}` });
    try {
      const rawBody = decodeBody(event);
      // A signed webhook has no browser Origin; its handler verifies the signature over the raw body.
      if (!route.signedWebhook) checkCsrf(event, rawBody);
      const params = route.params.parse(event.pathParameters ?? {}) as HandlerArgs<R>['params'];
      const query = route.query.parse(event.queryStringParameters ?? {}) as HandlerArgs<R>['query'];
      const body = route.body.parse(parseJson(rawBody)) as HandlerArgs<R>['body'];
      const sessionToken =
        readCookie(event.cookies, sessionCookieName()) ??
        readCookie([header(event, 'cookie') ?? ''], sessionCookieName());
      // Acting for a client: `asClientId` in the query (reads) or the body (uploads); the access module
      // decides per object whether the user may (domain/access/access.ts).
      const asClientId =
        (query as { asClientId?: unknown } | undefined)?.asClientId ??
        (body as { asClientId?: unknown } | undefined)?.asClientId;
      const speculative = options.speculativeRead?.({
        params,
        query,
        claimedActingFor: actingForOf(claimedUserIdOf(sessionToken), asClientId),
      });
      // A refused request returns without it: its failure must not surface as an unhandled rejection.
      speculative?.catch(() => undefined);
      const resolved = await resolveSession(sessionToken);
      try {
        authorise(route, resolved);
      } catch (refusal) {
        securityEvent(log, 'authz.refused', {
          userId: resolved?.user.userId,
          ip: event.requestContext.http.sourceIp,
          route: `${route.method} ${route.path}`,
          reason: (refusal as AppError).code,
        });
        throw refusal;
      }
      const actor =
        resolved && !resolved.session.twoFactorPending ? actorFor(resolved, sessionToken!, asClientId) : null;
      const response: ResponseControl = { cookies: [], headers: {} };
      const result = await fn({
        params,
        query,
        body,
        actor: actor as HandlerArgs<R>['actor'],
        sessionToken,
        pendingSession: resolved?.session.twoFactorPending ? resolved : null,
        requestId,
        ip: event.requestContext.http.sourceIp,
        userAgent: event.requestContext.http.userAgent ?? '',
        log,
        response,
        event,
        speculative: await speculative,
      });
      const headers = { ...baseHeaders, ...response.headers, 'x-request-id': requestId };
      if (route.responseKind === 'file') {
        const file = result as FileResult;
        const bytes = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : Buffer.from(file.body);
        return {
          statusCode: response.status ?? 200,
          headers: {
            ...headers,
            'content-type': file.contentType,
            'content-disposition': contentDisposition(file.filename),
          },
          cookies: response.cookies,
          body: bytes.toString('base64'),
          isBase64Encoded: true,
        };
      }
      // Serialising through the response schema strips any field the contract does not name.
      const parsed = route.response.safeParse(result);
      if (!parsed.success)
        throw new Error(`Response of ${route.path} broke its contract: ${parsed.error.message}`);
      const output = parsed.data;
      return {
        statusCode: response.status ?? 200,
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        cookies: response.cookies,
        body: JSON.stringify(output),
      };
    } catch (err) {
      return errorResult(err, requestId, log);
    } finally {
      // Persisted security events (failed logins, lockouts) are written before the answer leaves.
      await flushSecurityEvents();
    }
  };
  return middy(base);
}
