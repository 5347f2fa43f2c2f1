// Webhook queue → here (decision 093). One message per event; a failed attempt is retried with an
// exponential backoff and dead-letters after the queue's last receive (redrive policy, DLQ).
import type { SQSRecord } from 'aws-lambda';
import { attemptDelivery, delayRetry } from '../../domain/webhooks/delivery';
import type { WebhookJob } from '../../domain/webhooks/events';
import { sqsWorker } from '../../platform/worker-handler';

interface Job {
  message: WebhookJob;
  queueArn: string;
  receiptHandle: string;
}

export function parseWebhookMessage(record: SQSRecord): Job[] {
  const message = JSON.parse(record.body) as WebhookJob;
  if (message?.v !== 1 || !message.event?.id || !message.target?.url || !message.target.sealedToken)
    throw new Error('not a webhook job');
  return [{ message, queueArn: record.eventSourceARN, receiptHandle: record.receiptHandle }];
}

export const handler = sqsWorker<Job>({
  name: 'deliver-webhook',
  parse: parseWebhookMessage,
  describe: (job) => ({ eventId: job.message.event.id, eventType: job.message.event.type }),
  handle: async (job, ctx) => {
    try {
      await attemptDelivery({
        job: job.message,
        attempt: ctx.receiveCount,
        isLastAttempt: ctx.isLastAttempt,
        log: ctx.log,
      });
    } catch (error) {
      await delayRetry(job.queueArn, job.receiptHandle, ctx.receiveCount, ctx.isLastAttempt, ctx.log);
      throw error;
    }
  },
  // No onGiveUp: after the last attempt the message is left to the redrive policy and ends in the DLQ.
});
