// Test Connection (spec part 3 §2, §8): a signed `webhook.test` event to the form's URL (or the saved
// one) through the same SSRF guard and signing as deliveries. Failure is the spec's 'Unable to reach
// webhook endpoint.'; a refused target is a validation error naming why.
import { randomUUID } from 'node:crypto';
import { WEBHOOK_MESSAGES, type TestWebhookResponse } from '@docledger/shared/api/schemas/webhooks';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { getWebhookSettings } from '../../db/access/webhooks';
import { clock } from '../../platform/clock';
import { ValidationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { postGuarded, TargetRefusedError } from './outbound';
import { allowLoopback, checkTarget, TARGET_MESSAGES, unsealToken } from './settings';
import { encryptPayload, signedHeaders } from './signing';

export interface TestWebhookInput {
  webhookUrl?: string;
  authToken?: string;
  encryptFullPayload?: boolean;
}

export async function testWebhook(
  input: TestWebhookInput | undefined,
  log: Logger,
): Promise<TestWebhookResponse> {
  const settings = await getWebhookSettings();
  const url = input?.webhookUrl || settings?.webhookUrl;
  if (!url)
    throw new ValidationError(WEBHOOK_MESSAGES.urlRequired, { webhookUrl: [WEBHOOK_MESSAGES.urlRequired] });
  const token =
    input?.authToken || (settings?.sealedToken ? await unsealToken(settings.sealedToken) : undefined);
  if (!token)
    throw new ValidationError(WEBHOOK_MESSAGES.tokenRequired, {
      authToken: [WEBHOOK_MESSAGES.tokenRequired],
    });
  await checkTarget(url, { requireResolvable: false });
  const nowMs = clock.now();
  const event = {
    id: `evt_test_${randomUUID()}`,
    type: 'webhook.test',
    createdAt: new Date(nowMs).toISOString(),
    data: { message: 'Test Connection from DocLedger' },
  };
  const json = JSON.stringify(event);
  const encrypt = input?.encryptFullPayload ?? settings?.encryptFullPayload ?? false;
  const body = encrypt ? JSON.stringify(encryptPayload(token, json)) : json;
  const headers = signedHeaders({
    token,
    body,
    timestamp: Math.floor(nowMs / 1000),
    eventType: event.type,
    eventId: event.id,
  });
  try {
    const { statusCode } = await postGuarded(url, body, headers, { allowLoopback: allowLoopback() });
    const ok = statusCode >= 200 && statusCode < 300;
    log.info('webhook test', { statusCode, ok });
    return {
      success: ok,
      message: ok ? WEBHOOK_MESSAGES.testSucceeded : ADMIN_MESSAGES.webhookTestFailed,
      statusCode,
    };
  } catch (error) {
    if (error instanceof TargetRefusedError && error.reason !== 'host does not resolve')
      throw new ValidationError(TARGET_MESSAGES.privateTarget, {
        webhookUrl: [TARGET_MESSAGES.privateTarget],
      });
    log.info('webhook test: endpoint unreachable', { reason: (error as Error).message });
    return { success: false, message: ADMIN_MESSAGES.webhookTestFailed, statusCode: null };
  }
}
