// The only place that builds the chain for queue and scheduled workers, as http-handler does for
// routes: logger with request and job ids → parse each message into jobs → run them → partial batch
// failures (only failed messages come back) → on a message's last receive, `onGiveUp` turns the error
// into a final state (a failed document with a reason) and the message still goes to the DLQ, so its
// alarm counts every poison message and the message is kept for inspection (decision 039).
// Idempotency lives in the jobs' conditional writes: a message may always arrive twice.
import type { Context, ScheduledEvent, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { createLogger, type Logger } from './logger';

/** Receives before SQS moves a message to the DLQ (the queues' redrive policy, local and AWS). */
export const MAX_RECEIVE_COUNT = 5;

export interface JobContext {
  log: Logger;
  messageId: string;
  receiveCount: number;
  /** True on the last receive: a failure now is final. */
  isLastAttempt: boolean;
  /** Milliseconds left before the invocation times out (leave room to record a failure). */
  remainingMs: () => number;
}

export interface SqsWorkerSpec<J> {
  name: string;
  /** The jobs of one message; throwing marks the message failed (it ends in the DLQ). */
  parse(record: SQSRecord): J[];
  /** Log context of a job, e.g. { documentId }. */
  describe(job: J): Record<string, string>;
  handle(job: J, ctx: JobContext): Promise<void>;
  /**
   * Called on the last receive when `handle` threw: record the failure for good. Without it the message
   * is reported failed once more and the queue's redrive moves it to the DLQ (webhook deliveries).
   */
  onGiveUp?(job: J, error: unknown, ctx: JobContext): Promise<void>;
}

export function sqsWorker<J>(spec: SqsWorkerSpec<J>) {
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const requestId = context?.awsRequestId ?? crypto.randomUUID();
    const base = createLogger({ requestId, worker: spec.name });
    const remainingMs = () =>
      typeof context?.getRemainingTimeInMillis === 'function' ? context.getRemainingTimeInMillis() : 900_000;
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    await Promise.all(
      event.Records.map(async (record) => {
        const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? '1');
        const messageLog = base.child({ messageId: record.messageId, receiveCount });
        let jobs: J[];
        try {
          jobs = spec.parse(record);
        } catch (error) {
          messageLog.error('unreadable message', { err: error });
          failures.push({ itemIdentifier: record.messageId });
          return;
        }
        for (const job of jobs) {
          const ctx: JobContext = {
            log: messageLog.child(spec.describe(job)),
            messageId: record.messageId,
            receiveCount,
            isLastAttempt: receiveCount >= MAX_RECEIVE_COUNT,
            remainingMs,
          };
          try {
            await spec.handle(job, ctx);
          } catch (error) {
            if (!ctx.isLastAttempt) {
              ctx.log.warn('job failed; the message will be retried', { err: error });
              failures.push({ itemIdentifier: record.messageId });
              return;
            }
            // Reported failed either way, so the queue's redrive moves it to the DLQ, whose alarm is how a
            // poison message gets noticed (decision 039); onGiveUp first records the failure for good. A
            // re-drive from the DLQ is harmless: the job's final state makes it a no-op.
            ctx.log.error('job failed on its last attempt; the message goes to the DLQ', { err: error });
            failures.push({ itemIdentifier: record.messageId });
            try {
              await spec.onGiveUp?.(job, error, ctx);
            } catch (giveUpError) {
              ctx.log.error('recording the failure failed', { err: giveUpError });
            }
            return;
          }
        }
      }),
    );
    return { batchItemFailures: failures };
  };
}

/** A scheduled (EventBridge) worker with the same logging; errors propagate so the run counts as failed. */
export function scheduledWorker<T>(name: string, fn: (log: Logger) => Promise<T>) {
  return async (event: ScheduledEvent, context: Context): Promise<T> => {
    const log = createLogger({
      requestId: context?.awsRequestId ?? event?.id ?? crypto.randomUUID(),
      worker: name,
    });
    try {
      return await fn(log);
    } catch (error) {
      log.error('scheduled run failed', { err: error });
      throw error;
    }
  };
}
