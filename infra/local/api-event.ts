// Builds the API Gateway HTTP API payload v2 event a Lambda receives for a request, and turns the
// handler's result back into an HTTP response, so handlers run locally exactly as behind API Gateway.
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

export interface RequestParts {
  method: string;
  /** Request target as received: path plus optional query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  requestId: string;
  now: Date;
}

const TEXT_CONTENT_TYPE =
  /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-www-form-urlencoded))/i;

/** API Gateway passes text bodies as strings and base64-encodes everything else. */
export function isTextContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && TEXT_CONTENT_TYPE.test(contentType.trim());
}

/** CLF-style time API Gateway puts in requestContext.time: `22/Nov/2026:02:40:37 +0000`. */
export function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

export function buildApiEvent(parts: RequestParts): APIGatewayProxyEventV2 {
  const queryIndex = parts.url.indexOf('?');
  const rawPath = queryIndex === -1 ? parts.url : parts.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : parts.url.slice(queryIndex + 1);

  // Headers are lower-cased with repeated values joined by commas; cookies move to their own array.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookieHeader = parts.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? ''))
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);

  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }

  const hasBody = parts.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const domainName = headers.host ?? 'localhost';

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: parts.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: parts.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: parts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: parts.requestId,
      routeKey: parts.routeKey,
      stage: '$default',
      time: requestTime(parts.now),
      timeEpoch: parts.now.getTime(),
    },
    isBase64Encoded: hasBody && !text,
  };
  if (cookies.length > 0) event.cookies = cookies;
  if (Object.keys(query).length > 0) event.queryStringParameters = query;
  if (Object.keys(parts.pathParameters).length > 0) event.pathParameters = parts.pathParameters;
  if (hasBody) event.body = text ? parts.body.toString('utf8') : parts.body.toString('base64');
  return event;
}

export interface HttpResponseParts {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * The HTTP response API Gateway derives from a handler result: a structured result is used as is;
 * anything else (a string, an object without statusCode) is returned as a 200 JSON body.
 */
export function toHttpResponse(result: APIGatewayProxyResultV2 | undefined): HttpResponseParts {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  const raw = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
  };
}
