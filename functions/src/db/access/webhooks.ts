// Named access patterns of webhooks (docs/access-patterns.md): the settings item and delivery attempts.
import { Service } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { documentClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import { webhookAttemptEntity, webhookSettingsEntity } from '../entities/webhooks';

let cached: ReturnType<typeof createService> | undefined;
function createService() {
  return new Service(
    { webhookSettings: webhookSettingsEntity, webhookAttempt: webhookAttemptEntity },
    { table: getEnv().TABLE_NAME, client: documentClient() },
  );
}
function webhooksDb() {
  cached ??= createService();
  return cached;
}

export type WebhookSettingsRecord = EntityItem<typeof webhookSettingsEntity>;
export type WebhookAttemptRecord = EntityItem<typeof webhookAttemptEntity>;

const ATTEMPT_TTL_SECONDS = 30 * 24 * 3600;

export async function getWebhookSettings(): Promise<WebhookSettingsRecord | null> {
  const { data } = await webhooksDb().entities.webhookSettings.get({}).go();
  return data ?? null;
}

/** Replaces the settings (last writer wins: one admin form, no merge of concurrent edits). */
export async function putWebhookSettings(
  settings: Omit<WebhookSettingsRecord, 'version'>,
): Promise<WebhookSettingsRecord> {
  const current = await getWebhookSettings();
  const next = { ...settings, version: (current?.version ?? 0) + 1 };
  await webhooksDb().entities.webhookSettings.put(next).go();
  return next;
}

export async function putWebhookAttempt(
  attempt: Omit<WebhookAttemptRecord, 'expiresAt'>,
  nowMs: number,
): Promise<void> {
  await webhooksDb()
    .entities.webhookAttempt.put({ ...attempt, expiresAt: Math.floor(nowMs / 1000) + ATTEMPT_TTL_SECONDS })
    .go();
}

export async function listWebhookAttemptsByEvent(eventId: string): Promise<WebhookAttemptRecord[]> {
  const nowS = Math.floor(Date.now() / 1000);
  const { data } = await webhooksDb().entities.webhookAttempt.query.byEvent({ eventId }).go({ pages: 'all' });
  return data.filter((a) => a.expiresAt > nowS);
}
