// The security event log (issue 7, ASVS V16): one structured line per security-relevant event, with who
// (user id), from where (IP) and which request (the logger's requestId), never a secret or an e-mail
// address. CloudWatch metric filters in infra match `$.securityEvent` (infra/lib/stacks/api-stack.ts).
import type { Logger } from './logger';

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
}
