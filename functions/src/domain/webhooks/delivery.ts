// One delivery attempt of a queued webhook event (decision 093): unseal the token, build the body (the
// event JSON, or its AES-256-GCM envelope), sign `<timestamp>.<body>`, POST through the SSRF guard, and
// record the attempt. A failure waits an exponential backoff (the message's visibility timeout) before
// SQS hands it back; after the queue's last receive the message is left to the redrive policy (DLQ).
import { ChangeMessageVisibilityCommand, GetQueueUrlCommand } from '@aws-sdk/client-sqs';
import { putWebhookAttempt, type WebhookAttemptRecord } from '../../db/access/webhooks';
import { sqsClient } from '../../platform/aws/sqs';
import { clock } from '../../platform/clock';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import type { WebhookJob } from './events';
import { postGuarded, TargetRefusedError } from './outbound';
import { allowLoopback, unsealToken } from './settings';
import { encryptPayload, signedHeaders } from './signing';

/** SQS caps a visibility timeout at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 3600;

/** Seconds before attempt `attempt + 1`: base × 4^(attempt-1) (30 s, 2 min, 8 min, 32 min by default). */
export function backoffSeconds(attempt: number, baseSeconds: number): number {
  return Math.min(MAX_VISIBILITY_SECONDS, Math.round(baseSeconds * 4 ** Math.max(0, attempt - 1)));
}

export class DeliveryFailedError extends Error {
  constructor(readonly reason: string) {
    super(`Webhook delivery failed: ${reason}`);
    this.name = 'DeliveryFailedError';
  }
}

export interface AttemptInput {
  job: WebhookJob;
  attempt: number;
  isLastAttempt: boolean;
  log: Logger;
}

export type AttemptOutcome = WebhookAttemptRecord['outcome'];

/** Builds the request body and headers of an event for a token (exported for tests and docs). */
export function buildRequest(job: WebhookJob, token: string, timestamp: number) {
  const json = JSON.stringify(job.event);
  const body = job.target.encryptFullPayload ? JSON.stringify(encryptPayload(token, json)) : json;
  const headers = signedHeaders({
    token,
    body,
    timestamp,
    eventType: job.event.type,
    eventId: job.event.id,
  });
  return { body, headers };
}

/**
 * Delivers once. Resolves 'delivered' or 'refused' (a target the SSRF guard refuses is not retried:
 * the configuration must change); throws DeliveryFailedError for anything worth retrying.
 */
export async function attemptDelivery({
  job,
  attempt,
  isLastAttempt,
  log,
}: AttemptInput): Promise<AttemptOutcome> {
  const started = clock.now();
  const record = async (outcome: AttemptOutcome, statusCode: number | undefined, reason?: string) => {
    await putWebhookAttempt(
      {
        eventId: job.event.id,
        eventType: job.event.type,
        attempt,
        at: new Date(started).toISOString(),
        outcome,
        statusCode,
        reason,
        durationMs: Math.max(0, clock.now() - started),
      },
      clock.now(),
    ).catch((err: unknown) => log.error('webhook attempt not recorded', { err }));
  };
  const token = await unsealToken(job.target.sealedToken);
  const { body, headers } = buildRequest(job, token, Math.floor(started / 1000));
  let statusCode: number | undefined;
  let reason: string;
  try {
    ({ statusCode } = await postGuarded(job.target.url, body, headers, { allowLoopback: allowLoopback() }));
    if (statusCode >= 200 && statusCode < 300) {
      await record('delivered', statusCode);
      log.info('webhook delivered', { eventType: job.event.type, attempt, statusCode });
      return 'delivered';
    }
    reason = `http-${statusCode}`;
  } catch (error) {
    if (error instanceof TargetRefusedError) {
      await record('refused', undefined, error.reason);
      log.warn('webhook target refused; not retried', { reason: error.reason });
      return 'refused';
    }
    reason = /timeout/i.test((error as Error).message) ? 'timeout' : 'unreachable';
  }
  await record(isLastAttempt ? 'dead_lettered' : 'failed', statusCode, reason);
  throw new DeliveryFailedError(reason);
}

const queueUrls = new Map<string, Promise<string>>();

/** The queue URL of an SQS ARN (the worker serves whichever queue its event source is). */
function queueUrlOf(arn: string): Promise<string> {
  let url = queueUrls.get(arn);
  if (!url) {
    const [, , , , account, name] = arn.split(':');
    url = sqsClient()
      .send(new GetQueueUrlCommand({ QueueName: name, QueueOwnerAWSAccountId: account }))
      .then((r) => r.QueueUrl ?? Promise.reject(new Error(`no URL for ${arn}`)));
    url.catch(() => queueUrls.delete(arn));
    queueUrls.set(arn, url);
  }
  return url;
}

/**
 * Hides the message for the backoff before its next receive (SQS counts receives for the redrive).
 * After the last attempt the message is made visible at once, so the next receive moves it to the DLQ
 * instead of leaving it for the queue's visibility timeout.
 */
export async function delayRetry(
  queueArn: string,
  receiptHandle: string,
  attempt: number,
  isLastAttempt: boolean,
  log: Logger,
): Promise<void> {
  const seconds = isLastAttempt ? 0 : backoffSeconds(attempt, getEnv().WEBHOOK_RETRY_BASE_SECONDS);
  try {
    await sqsClient().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: await queueUrlOf(queueArn),
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  } catch (err) {
    // The queue's own visibility timeout applies instead: still a retry, just not the planned delay.
    log.warn('could not set the retry delay', { err, seconds });
  }
}
