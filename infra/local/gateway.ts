// The local API Gateway + CloudFront: /api/* requests become HTTP API v2 events for the route's
// handler module (the same file each Lambda bundles); everything else is the built frontend with
// SPA fallback. node:http only: the point is to behave like API Gateway, not to add a framework.
import { randomUUID } from 'node:crypto';
import { existsSync, statSync, createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ErrorBody, ErrorCode } from '@docledger/shared/errors';
import { GENERIC_INTERNAL_MESSAGE } from '@docledger/shared/errors';
import { buildApiEvent, toHttpResponse } from './api-event';
import { lambdaContext } from './lambda-context';
import { RouteMatcher, type RouteShape } from './route-match';
import { securityHeaders } from '../lib/security-headers';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's own payload cap is 10 MB; ours is smaller because uploads go straight to S3. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
const HANDLER_TIMEOUT_MS = 29_000;
/**
 * How long an idle keep-alive connection stays open: a minute, like a load balancer's default idle
 * timeout. Node's own 5 s is shorter than the event-loop stalls of a loaded machine: a client that sends
 * its next request on a connection the server is just closing meets a reset (seen as connection errors
 * in bench/api-load at load ~25).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 60_000;

export interface GatewayOptions {
  routes: Record<string, RouteShape>;
  /** Loads a route's handler module; called once per route id and cached. */
  loadHandler: (routeId: string) => Promise<ApiHandler>;
  /** The built frontend (frontend/dist). */
  staticDir: string;
  host?: string;
  port?: number;
  bodyLimitBytes?: number;
  log?: (message: string) => void;
  /** Extra connect-src origins of the CSP (the local S3 the browser uploads to). */
  connectSrc?: readonly string[];
}

export interface Gateway {
  url: string;
  port: number;
  server: Server;
  /** Starts loading these routes' handlers now; failures are ignored here and reported on request. */
  warm(routeIds: readonly string[]): void;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const matcher = new RouteMatcher(options.routes);
  const handlers = new Map<string, Promise<ApiHandler>>();
  const log = options.log ?? ((message: string) => console.error(message));
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const staticRoot = resolve(options.staticDir);
  // The same browser security headers as CloudFront, on every answer: API, files and our own errors.
  const security = securityHeaders({ connectSrc: options.connectSrc ?? [] });

  const handlerFor = (id: string) => {
    let loaded = handlers.get(id);
    if (!loaded) {
      loaded = options.loadHandler(id);
      // A failed import is not cached: the file may appear (or be fixed) while the stack runs.
      loaded.catch(() => handlers.delete(id));
      handlers.set(id, loaded);
    }
    return loaded;
  };

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const requestId = randomUUID();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const work =
      path === '/api' || path.startsWith('/api/')
        ? serveApi(req, res, requestId)
        : serveStatic(staticRoot, req, res);
    work.catch((error: unknown) => {
      log(`gateway: ${req.method} ${path} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', GENERIC_INTERNAL_MESSAGE, requestId);
      else res.destroy();
    });
  });

  async function serveApi(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const url = req.url ?? '/';
    const rawPath = url.split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    const match = matcher.match(method, rawPath);
    if (match.kind === 'not-found') {
      req.resume();
      return sendError(res, 404, 'NOT_FOUND', `No API route ${rawPath}`, requestId);
    }
    if (match.kind === 'method-not-allowed') {
      req.resume();
      // ERROR_CODES has no METHOD_NOT_ALLOWED; the status carries it, the code says the route is absent.
      return sendError(res, 405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${rawPath}`, requestId, {
        allow: match.allowed.join(', '),
      });
    }
    const body = await readBody(req, bodyLimit);
    if (body === 'too-large') {
      return sendError(
        res,
        413,
        'PAYLOAD_TOO_LARGE',
        `Request bodies are limited to ${bodyLimit} bytes`,
        requestId,
        {
          connection: 'close',
        },
      );
    }
    const event = buildApiEvent({
      method,
      url,
      headers: req.headers,
      body,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      routeKey: `${method.toUpperCase()} ${match.template}`,
      pathParameters: match.pathParameters,
      requestId,
      now: new Date(),
    });
    let handler: ApiHandler;
    try {
      handler = await handlerFor(match.id);
    } catch (error) {
      log(`gateway: cannot load the handler of route ${match.id}: ${(error as Error).message}`);
      return sendError(res, 500, 'INTERNAL', GENERIC_INTERNAL_MESSAGE, requestId);
    }
    let result: APIGatewayProxyResultV2;
    try {
      result = await handler(event, lambdaContext(match.id, HANDLER_TIMEOUT_MS, requestId));
    } catch (error) {
      // API Gateway answers 500 when the function throws; the handler chain normally never does.
      log(`gateway: route ${match.id} threw: ${(error as Error).stack ?? String(error)}`);
      return sendError(res, 500, 'INTERNAL', GENERIC_INTERNAL_MESSAGE, requestId);
    }
    const response = toHttpResponse(result);
    const headers: Record<string, string | string[]> = {
      ...response.headers,
      'apigw-requestid': requestId,
      'content-length': String(response.body.length),
    };
    if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
    res.writeHead(response.statusCode, headers);
    res.end(method === 'HEAD' ? undefined : response.body);
  }

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node advises a headers timeout above the keep-alive timeout (a request arriving as it expires).
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    server,
    warm: (routeIds) => {
      for (const id of routeIds) handlerFor(id).catch(() => undefined);
    },
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

function sendError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): void {
  const body: ErrorBody = { error: message, code, requestId };
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
    'apigw-requestid': requestId,
    ...extraHeaders,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      return 'too-large';
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DocLedger: frontend not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The frontend is not built</h1>
<p>The API is running, but <code>frontend/dist</code> does not exist yet.</p>
<p>Run <code>npm run build</code> (or restart with <code>npm start</code>, which builds it), or use
<code>npm run dev</code> for hot reload.</p>
</body></html>`;

async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  req.resume();
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return;
  }
  const candidate = resolve(root, `.${normalize(`/${pathname}`)}`);
  const inside = candidate === root || candidate.startsWith(root + sep);
  const file = inside && isFile(candidate) ? candidate : undefined;
  if (!file) {
    // Paths that look like files (have an extension) 404; routes of the SPA get index.html.
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(method === 'HEAD' ? undefined : 'Not Found');
      return;
    }
    return sendFile(index, method, res, 'no-cache');
  }
  const hashedAsset = pathname.startsWith('/assets/');
  return sendFile(file, method, res, hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

async function sendFile(
  path: string,
  method: string,
  res: ServerResponse,
  cacheControl: string,
): Promise<void> {
  const size = statSync(path).size;
  res.writeHead(200, {
    'content-type': contentTypeFor(path),
    'content-length': String(size),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolveSend, reject) => {
    const stream = createReadStream(path);
    stream.on('error', reject);
    res.on('finish', () => resolveSend());
    res.on('close', () => resolveSend());
    stream.pipe(res);
  });
}
