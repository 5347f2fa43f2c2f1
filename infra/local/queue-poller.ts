// Mirrors the Lambda SQS event source mapping: long-poll, batches of up to 10, ReportBatchItemFailures.
// Successes are deleted; failed items (or the whole batch when the handler throws) stay on the queue,
// reappear after the visibility timeout, and the queue's redrive policy moves them to the DLQ after
// maxReceiveCount receives (fauxqs implements redrive, as SQS does).
import type { Message, MessageAttributeValue, SQSClient } from '@aws-sdk/client-sqs';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { lambdaContext } from './lambda-context';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  handler: SqsHandler;
  /** Shown in logs and as the Lambda function name. */
  name: string;
  region?: string;
  batchSize?: number;
  waitTimeSeconds?: number;
  handlerTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
}

export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const { sqs, queueUrl, handler, name } = options;
  const region = options.region ?? 'us-east-1';
  const log = options.log ?? ((message: string) => console.error(message));
  let stopped = false;
  let abort = new AbortController();
  let queueArn: string | undefined;

  const loop = async () => {
    while (!stopped) {
      let messages: Message[];
      try {
        queueArn ??= await arnOf(sqs, queueUrl, abort.signal);
        const received = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: options.batchSize ?? 10,
            WaitTimeSeconds: options.waitTimeSeconds ?? 20,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = received.Messages ?? [];
      } catch (error) {
        if (stopped) break;
        log(`[${name}] receive failed: ${(error as Error).message}`);
        await sleep(1_000);
        continue;
      }
      if (messages.length === 0) continue;
      const records = messages.map((m) => toRecord(m, queueArn ?? '', region));
      const succeeded = await invoke(handler, records, name, options.handlerTimeoutMs ?? 900_000, log);
      const toDelete = messages.filter((m) => m.MessageId && succeeded.has(m.MessageId));
      if (toDelete.length > 0) {
        try {
          const result = await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: toDelete.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
          for (const failure of result.Failed ?? [])
            log(`[${name}] delete failed: ${failure.Message ?? failure.Code}`);
        } catch (error) {
          log(`[${name}] delete failed: ${(error as Error).message}`);
        }
      }
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      abort.abort();
      abort = new AbortController();
      await running;
    },
  };
}

/** Runs the handler; returns the message ids to delete, as the event source mapping decides them. */
async function invoke(
  handler: SqsHandler,
  records: SQSRecord[],
  name: string,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<Set<string>> {
  const ids = new Set(records.map((r) => r.messageId));
  let response: SQSBatchResponse | void;
  try {
    response = await handler({ Records: records }, lambdaContext(name, timeoutMs));
  } catch (error) {
    log(
      `[${name}] handler failed; ${records.length} message(s) will be retried: ${(error as Error).message}`,
    );
    return new Set();
  }
  const failures = response?.batchItemFailures ?? [];
  // Lambda treats an unknown or empty itemIdentifier as a failure of the whole batch.
  if (failures.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) {
    log(`[${name}] batchItemFailures named an unknown message id; the whole batch will be retried`);
    return new Set();
  }
  for (const failure of failures) ids.delete(failure.itemIdentifier);
  return ids;
}

export function toRecord(message: Message, eventSourceARN: string, awsRegion: string): SQSRecord {
  const attrs = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? '000000000000',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: toLambdaAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion,
  };
}

function toLambdaAttributes(
  attributes: Record<string, MessageAttributeValue> | undefined,
): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [key, value] of Object.entries(attributes ?? {})) {
    out[key] = {
      dataType: value.DataType ?? 'String',
      stringValue: value.StringValue,
      binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((v) => Buffer.from(v).toString('base64')),
    };
  }
  return out;
}

async function arnOf(sqs: SQSClient, queueUrl: string, signal: AbortSignal): Promise<string> {
  const result = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
    { abortSignal: signal },
  );
  return result.Attributes?.QueueArn ?? '';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
