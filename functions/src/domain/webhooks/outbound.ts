// Outbound POSTs to admin-configured URLs (webhooks; decision 093). SSRF defence: every address a host
// name resolves to must be public unicast (ipaddr.js ranges: private, loopback, link-local — the
// metadata service —, unique-local, CGNAT, IPv4-mapped/NAT64/6to4/Teredo embeddings, multicast and
// reserved are refused). The check runs inside the socket's `lookup`, so the address connected to is
// the address checked (a name that re-resolves to 127.0.0.1 between a check and the connect — DNS
// rebinding — cannot slip through). Redirects are never followed. Loopback is allowed only when the
// environment says we run locally (WEBHOOK_ALLOW_LOOPBACK).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class TargetRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Webhook target refused: ${reason}`);
    this.name = 'TargetRefusedError';
  }
}

/** 'unicast' is public; with `allowLoopback`, loopback (127.0.0.0/8, ::1 and their mapped forms) too. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/** Resolves a host and refuses it unless every address is allowed (one private answer is enough to refuse). */
export async function resolveAllowed(
  hostname: string,
  allowLoopback: boolean,
  resolve: Resolve = systemResolve,
): Promise<LookupAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!addressAllowed(bare, allowLoopback)) throw new TargetRefusedError('non-public address');
    return [{ address: bare, family: isIP(bare) }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(bare);
  } catch {
    throw new TargetRefusedError('host does not resolve');
  }
  if (addresses.length === 0) throw new TargetRefusedError('host does not resolve');
  if (addresses.some((a) => !addressAllowed(a.address, allowLoopback)))
    throw new TargetRefusedError('host resolves to a non-public address');
  return addresses;
}

function guardedLookup(allowLoopback: boolean, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, allowLoopback, resolve).then(
      (addresses) => {
        const family = typeof options === 'object' ? options.family : undefined;
        const matching = addresses.filter((a) => !family || a.family === family);
        const list = matching.length ? matching : addresses;
        if (typeof options === 'object' && options.all) callback(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

export interface PostOptions {
  allowLoopback: boolean;
  timeoutMs?: number;
  /** Tests: a resolver that answers what a hostile DNS would. */
  resolve?: Resolve;
}

export interface PostResult {
  statusCode: number;
}

/**
 * POSTs `body` and resolves with the status code (redirects included: a 3xx is returned, not followed).
 * Rejects with TargetRefusedError for refused targets and with the socket error when unreachable.
 */
export async function postGuarded(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostResult> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new TargetRefusedError('unsupported scheme');
  if (target.username || target.password) throw new TargetRefusedError('credentials in URL');
  const resolve = options.resolve ?? systemResolve;
  // IP literals never reach `lookup`: check them here.
  await resolveAllowed(target.hostname, options.allowLoopback, resolve);
  const client = target.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise<PostResult>((resolvePromise, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback, resolve),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        // The body is not read beyond a small cap: receivers' answers are not used.
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) response.destroy();
        });
        response.on('end', () => resolvePromise({ statusCode: response.statusCode ?? 0 }));
        response.on('close', () => resolvePromise({ statusCode: response.statusCode ?? 0 }));
        response.on('error', () => resolvePromise({ statusCode: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      const refused = (error as { cause?: unknown }).cause ?? error;
      reject(refused instanceof TargetRefusedError ? refused : error);
    });
    request.end(body);
  });
}
