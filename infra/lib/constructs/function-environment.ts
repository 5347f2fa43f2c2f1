// The variables functions/src/platform/env.ts parses. Every function gets the same set so the
// parser's required fields hold everywhere; what a function may *do* is decided by its grants.
import type { AppConfig } from '../app-config';
import type { DataRefs } from './cross-stack';

export function functionEnvironment(
  data: DataRefs,
  publicUrl: string,
  config: AppConfig,
): Record<string, string> {
  const v = data.values;
  return {
    TABLE_NAME: v.TableName,
    UPLOADS_BUCKET: v.UploadsBucketName,
    EXTRACTION_QUEUE_URL: v.ExtractionQueueUrl,
    WEBHOOK_QUEUE_URL: v.WebhookQueueUrl,
    KEY_QUEUE_URL: v.KeyQueueUrl,
    EXTRACTION_DLQ_URL: v.ExtractionDeadLetterQueueUrl,
    WEBHOOK_DLQ_URL: v.WebhookDeadLetterQueueUrl,
    KMS_KEY_ID: v.UserKeysKeyId,
    MAIL_FROM: config.mailFrom,
    PUBLIC_URL: publicUrl,
    ALLOWED_ORIGINS: publicUrl,
    APP_VERSION: config.appVersion,
    LOG_LEVEL: 'info',
  };
}
