// The security event log (issue 7, ASVS V16): one structured line per security-relevant event, with who
// (user id), from where (IP) and which request (the logger's requestId), never a secret or an e-mail
// address. CloudWatch metric filters in infra match `$.securityEvent` (infra/lib/stacks/api-stack.ts).
import { putSecurityEvent } from '../db/access/security-events';
import { clock } from './clock';
import type { Logger } from './logger';

/**
 * The events the admin stats show (failed logins and lockouts, issue 11; decision 095) are also
 * persisted as TTL'd table items, with the same scrubbed fields. Writes run alongside the request and
 * are awaited by `flushSecurityEvents` (the HTTP chain calls it before answering, so Lambda never
 * freezes a write half-way); a failed write is logged and never fails the request.
 */
export const PERSISTED_SECURITY_EVENTS: ReadonlySet<string> = new Set([
  'auth.login.failed',
  'auth.login.limited',
  'auth.2fa.failed',
  'auth.2fa.locked',
]);

const pending = new Set<Promise<void>>();

export async function flushSecurityEvents(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

function persist(log: Logger, name: string, data: Record<string, unknown>): void {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const write = putSecurityEvent(
    {
      name,
      userId: text(data.userId),
      ip: text(data.ip),
      reason: text(data.reason),
      count: num(data.count),
      retryAfterSeconds: num(data.retryAfterSeconds),
    },
    clock.now(),
  )
    .catch((err: unknown) => log.error('security event not persisted', { err, securityEvent: name }))
    .finally(() => pending.delete(write));
  pending.add(write);
}

/**
 * Event names are `<area>.<what>`; the ones below are counted by metric filters or read by the audit
 * trail. Areas may add their own (e.g. `delegation.granted`) without touching this file.
 */
export type SecurityEventName =
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.limited'
  | 'auth.register.limited'
  | 'auth.mail.limited'
  | 'auth.2fa.enrolled'
  | 'auth.2fa.disabled'
  | 'auth.2fa.failed'
  | 'auth.2fa.locked'
  | 'auth.2fa.recovered'
  | 'auth.reauth.failed'
  | 'auth.password.changed'
  | 'auth.password.reset'
  | 'session.revoked'
  | 'key.generated'
  | 'key.imported'
  | 'key.deleted'
  | 'key.limited'
  | 'authz.refused'
  | `${string}.${string}`;

/** What an event may carry: identifiers and outcomes only. */
export interface SecurityEventFields {
  userId?: string;
  /** The user acted upon, when not the actor (admin, CPA acting for a client). */
  targetUserId?: string;
  ip?: string;
  /** Route id or path template, for refusals. */
  route?: string;
  /** A short machine reason: 'wrong-password', 'locked', 'not-owner', 'no-session'… */
  reason?: string;
  resourceType?: string;
  resourceId?: string;
  /** Counters: failures so far, sessions revoked, seconds until retry… */
  count?: number;
  retryAfterSeconds?: number;
  [extra: string]: string | number | boolean | undefined;
}

// An e-mail address in a free-text field is replaced rather than trusted to callers.
const EMAIL = /[^\s@"]+@[^\s@"]+\.[^\s@"]+/g;

function scrub(value: string | number | boolean | undefined): string | number | boolean | undefined {
  return typeof value === 'string' ? value.replace(EMAIL, '[email]').slice(0, 200) : value;
}

/** Writes one security event. Warn level for refusals and failures, info for the rest. */
export function securityEvent(log: Logger, name: SecurityEventName, fields: SecurityEventFields = {}): void {
  const data: Record<string, unknown> = { securityEvent: name };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data[k] = scrub(v);
  const failure = /\.(failed|locked|limited|refused)$/.test(name);
  (failure ? log.warn : log.info)(`security ${name}`, data);
  if (PERSISTED_SECURITY_EVENTS.has(name)) persist(log, name, data);
}
