// Typed calls built from THE route table (DESIGN §3): ids, paths and types all come from
// shared/src/api/routes.ts, never hand-written here.
import type { z } from 'zod';
import type { RouteId, Routes } from '@docledger/shared/api/routes';
import type { ErrorCode } from '@docledger/shared/errors';
import { getSelectedClientId } from './client-context';
import { acceptsClientId } from './accepts-client-id';
import { errorCodes, routeManifest, type RouteEntry } from './route-manifest';

export { acceptsClientId };

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "an object with no required keys"
type HasRequiredKeys<T> = [T] extends [undefined] ? false : {} extends T ? false : true;

type Part<K extends string, T> = HasRequiredKeys<T> extends true ? { [P in K]: T } : { [P in K]?: T };

export type CallInput<Id extends RouteId> = Part<'params', InputOf<Routes[Id]['params']>> &
  Part<'query', InputOf<Routes[Id]['query']>> &
  Part<'body', InputOf<Routes[Id]['body']>> & {
    /** Reads may turn a 401 into `null` instead of an error (spec part 1 §7; default: error). */
    on401?: 'error' | 'null';
    signal?: AbortSignal;
  };

export type CallOutput<Id extends RouteId> = z.output<Routes[Id]['response']>;

type CallArgs<Id extends RouteId> =
  HasRequiredKeys<Omit<CallInput<Id>, 'on401' | 'signal'>> extends true
    ? [input: CallInput<Id>]
    : [input?: CallInput<Id>];

/** Any non-OK response (spec part 1 §8); every JSON field of the body stays on `body`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The error contract of DESIGN §5; null when the body was not our error JSON. */
  readonly code: ErrorCode | null;
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor(init: { status: number; message: string; body?: Record<string, unknown> }) {
    super(init.message);
    this.status = init.status;
    this.body = init.body;
    const code = init.body?.code;
    this.code =
      typeof code === 'string' && (errorCodes as readonly string[]).includes(code)
        ? (code as ErrorCode)
        : null;
    const details = init.body?.details;
    this.details = isRecord(details) ? details : undefined;
    const requestId = init.body?.requestId;
    this.requestId = typeof requestId === 'string' ? requestId : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The message rule of spec part 1 §8: the body's `error` field when the body is JSON, otherwise
 * "<status>: <body text or status text>".
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (isRecord(json)) {
    const message =
      typeof json.error === 'string' && json.error
        ? json.error
        : `${response.status}: ${text || response.statusText}`;
    return new ApiError({ status: response.status, message, body: json });
  }
  return new ApiError({
    status: response.status,
    message: `${response.status}: ${text || response.statusText}`,
  });
}

/**
 * While a client is selected, every call whose route declares `asClientId` (query on reads, body on
 * uploads: spec part 2 §6) carries it. The route table decides, so auth and profile calls never do.
 * An explicit value from the caller wins (a query key's client is then the one fetched for).
 */
export function withClientId<T>(accepts: boolean | unknown, value: T, clientId: string | null): T {
  // A flag from the route manifest, or (for callers holding a route's zod schema) the schema itself.
  const takesClientId = typeof accepts === 'boolean' ? accepts : acceptsClientId(accepts);
  if (!clientId || !takesClientId) return value;
  if (value !== undefined && !isRecord(value)) return value;
  const record = (value ?? {}) as Record<string, unknown>;
  if (record.asClientId !== undefined) return value;
  return { ...record, asClientId: clientId } as T;
}

/** `/api/credit-cards/{id}` + `{ id: 'a b' }` → `/api/credit-cards/a%20b`. */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

async function call<Id extends RouteId>(id: Id, ...args: CallArgs<Id>): Promise<CallOutput<Id>> {
  const route: RouteEntry = routeManifest[id];
  const input = (args[0] ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    on401?: 'error' | 'null';
    signal?: AbortSignal;
  };
  const clientId = getSelectedClientId();
  const query = withClientId(route.clientIdIn === 'query', input.query, clientId);
  const body = withClientId(route.clientIdIn === 'body', input.body, clientId);
  const url = buildPath(route.path, input.params) + buildQuery(query);
  const mutating = route.method !== 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // The API only accepts mutating requests that carry JSON (DESIGN §8, CSRF).
  if (mutating) headers['content-type'] = 'application/json';

  const response = await fetch(url, {
    method: route.method,
    credentials: 'include',
    headers,
    body: mutating && body !== undefined ? JSON.stringify(body) : undefined,
    signal: input.signal,
  });

  if (response.status === 401 && input.on401 === 'null') return null as CallOutput<Id>;
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204) return undefined as CallOutput<Id>;

  const text = await response.text();
  if (!text) return undefined as CallOutput<Id>;
  try {
    return JSON.parse(text) as CallOutput<Id>;
  } catch {
    // A reverse proxy's HTML fallback is not an answer from the API.
    throw new ApiError({
      status: response.status,
      message: `${response.status}: unexpected response from ${url}`,
    });
  }
}

export const api = { call };
