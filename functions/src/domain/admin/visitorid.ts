// VisitorID connection test (spec part 3 §2, §3, §8; decision 094). VisitorID is the visitor
// identification service's server API (Fingerprint-style: `Auth-API-Key` header). Outcomes: success
// (configured and the API answered as healthy), warning (configured, but the API refused the key or
// answered oddly, with a message), error (not configured, or unreachable). Nothing is faked: without a
// key the result is an error that says so.
import type { VisitorIdTestResult } from '@docledger/shared/api/schemas/webhooks';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';

export const VISITORID_DEFAULT_API_URL = 'https://api.fpjs.io';

export const VISITORID_MESSAGES = {
  notConfigured: 'VisitorID is not configured: set VISITORID_API_KEY to enable visitor identification.',
  healthy: 'VisitorID API connection is healthy.',
  keyRejected: 'VisitorID is configured, but the API rejected the API key.',
  unexpected: 'VisitorID is configured, but the API answered with an unexpected status.',
  unreachable: 'Unable to reach the VisitorID API.',
  noWebhookSecret: 'The VisitorID webhook secret is not set: VisitorID webhooks cannot be verified.',
  defaultUrl: `No VisitorID API URL is set; the default ${VISITORID_DEFAULT_API_URL} is used.`,
} as const;

/** A visitor id that cannot exist: a valid key gets 404 (or 200 with no visits), a bad key 403. */
const PROBE_VISITOR = 'docledger-connection-test';

export async function testVisitorIdConnection(
  log: Logger,
  fetchImpl: typeof fetch = fetch,
): Promise<VisitorIdTestResult> {
  const env = getEnv();
  const apiUrl = env.VISITORID_API_URL ?? null;
  const config = {
    apiKeyConfigured: Boolean(env.VISITORID_API_KEY),
    apiUrlConfigured: Boolean(env.VISITORID_API_URL),
    webhookSecretConfigured: Boolean(env.VISITORID_WEBHOOK_SECRET),
    apiUrl,
  };
  const notes = [
    ...(config.apiUrlConfigured ? [] : [VISITORID_MESSAGES.defaultUrl]),
    ...(config.webhookSecretConfigured ? [] : [VISITORID_MESSAGES.noWebhookSecret]),
  ];
  const note = notes.length ? notes.join(' ') : null;
  if (!env.VISITORID_API_KEY) {
    return {
      status: 'error',
      message: VISITORID_MESSAGES.notConfigured,
      config,
      connection: { statusCode: null, healthy: false },
      note,
    };
  }
  const base = (apiUrl ?? VISITORID_DEFAULT_API_URL).replace(/\/$/, '');
  let statusCode: number;
  try {
    const response = await fetchImpl(`${base}/visitors/${PROBE_VISITOR}?limit=1`, {
      headers: { 'Auth-API-Key': env.VISITORID_API_KEY, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    statusCode = response.status;
    await response.body?.cancel();
  } catch (error) {
    log.warn('VisitorID unreachable', { reason: (error as Error).message });
    return {
      status: 'error',
      message: VISITORID_MESSAGES.unreachable,
      config,
      connection: { statusCode: null, healthy: false },
      note,
    };
  }
  const healthy = statusCode === 200 || statusCode === 404;
  const rejected = statusCode === 401 || statusCode === 403;
  return {
    status: healthy ? 'success' : 'warning',
    message: healthy
      ? VISITORID_MESSAGES.healthy
      : rejected
        ? VISITORID_MESSAGES.keyRejected
        : VISITORID_MESSAGES.unexpected,
    config,
    connection: { statusCode, healthy },
    note,
  };
}
