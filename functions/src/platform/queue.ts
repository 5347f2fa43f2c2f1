// Queue port: messages to SQS (extraction, webhooks).
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { aws } from './aws-clients';

export async function sendQueueMessage(
  queueUrl: string,
  body: unknown,
  delaySeconds?: number,
): Promise<void> {
  await aws().sqs.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(body),
      DelaySeconds: delaySeconds,
    }),
  );
}

export async function checkQueue(queueUrl: string): Promise<void> {
  await aws().sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
}
