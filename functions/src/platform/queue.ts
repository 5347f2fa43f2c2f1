// Queue port: messages to SQS (extraction, webhooks).
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from './aws/sqs';

export async function sendQueueMessage(
  queueUrl: string,
  body: unknown,
  delaySeconds?: number,
): Promise<void> {
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(body),
      DelaySeconds: delaySeconds,
    }),
  );
}

export async function checkQueue(queueUrl: string): Promise<void> {
  await sqsClient().send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
}

/** Approximate depth of a queue (SQS counts are eventually consistent, within about a minute). */
export async function queueDepth(
  queueUrl: string,
): Promise<{ waiting: number; inFlight: number; delayed: number }> {
  const { Attributes: a = {} } = await sqsClient().send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: [
        'ApproximateNumberOfMessages',
        'ApproximateNumberOfMessagesNotVisible',
        'ApproximateNumberOfMessagesDelayed',
      ],
    }),
  );
  return {
    waiting: Number(a.ApproximateNumberOfMessages ?? 0),
    inFlight: Number(a.ApproximateNumberOfMessagesNotVisible ?? 0),
    delayed: Number(a.ApproximateNumberOfMessagesDelayed ?? 0),
  };
}
