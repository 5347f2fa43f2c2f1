// Webhook configuration (spec part 3 §2 "Webhook Configuration", §7, §8; decision 092). The auth token is
// sealed with KMS (envelope encryption bound to its purpose) and never leaves the server again.
import type { SaveWebhookConfigBody, WebhookConfig } from '@docledger/shared/api/schemas/webhooks';
import { WEBHOOK_MESSAGES } from '@docledger/shared/api/schemas/webhooks';
import { getWebhookSettings, putWebhookSettings, type WebhookSettingsRecord } from '../../db/access/webhooks';
import { clock } from '../../platform/clock';
import { envelopeDecrypt, envelopeEncrypt } from '../../platform/envelope';
import { getEnv } from '../../platform/env';
import { ValidationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import type { Actor } from '../access/actor';
import { resolveAllowed, TargetRefusedError } from './outbound';

const TOKEN_CONTEXT = { purpose: 'webhook-auth-token' };

export const TARGET_MESSAGES = {
  httpsRequired: 'Webhook URL must use https',
  privateTarget: 'Webhook URL must not point to a private, loopback or link-local address',
} as const;

export function allowLoopback(): boolean {
  return getEnv().WEBHOOK_ALLOW_LOOPBACK === 'true';
}

export function sealToken(token: string): Promise<string> {
  return envelopeEncrypt(token, TOKEN_CONTEXT);
}

export async function unsealToken(sealed: string): Promise<string> {
  return (await envelopeDecrypt(sealed, TOKEN_CONTEXT)).toString('utf8');
}

function toConfig(record: WebhookSettingsRecord | null): WebhookConfig {
  return {
    webhookUrl: record?.webhookUrl ?? '',
    authToken: null,
    authTokenConfigured: Boolean(record?.sealedToken),
    isEnabled: record?.isEnabled ?? false,
    encryptFullPayload: record?.encryptFullPayload ?? false,
    updatedAt: record?.updatedAt ?? null,
  };
}

export async function getWebhookConfig(): Promise<WebhookConfig> {
  return toConfig(await getWebhookSettings());
}

/**
 * The target checks shared by Save and Test Connection: https in AWS (plain http only with the local
 * loopback allowance) and no private, loopback or link-local address among the host's addresses. A host
 * that does not resolve yet is accepted on Save (delivery retries) and fails Test Connection.
 */
export async function checkTarget(url: string, opts: { requireResolvable: boolean }): Promise<void> {
  const target = new URL(url);
  const local = allowLoopback();
  if (target.protocol !== 'https:' && !local)
    throw new ValidationError(TARGET_MESSAGES.httpsRequired, { webhookUrl: [TARGET_MESSAGES.httpsRequired] });
  try {
    await resolveAllowed(target.hostname, local);
  } catch (error) {
    if (
      error instanceof TargetRefusedError &&
      error.reason === 'host does not resolve' &&
      !opts.requireResolvable
    )
      return;
    if (error instanceof TargetRefusedError && error.reason !== 'host does not resolve')
      throw new ValidationError(TARGET_MESSAGES.privateTarget, {
        webhookUrl: [TARGET_MESSAGES.privateTarget],
      });
    throw error;
  }
}

export async function saveWebhookConfig(
  actor: Actor,
  body: SaveWebhookConfigBody,
  log: Logger,
): Promise<{ message: string; config: WebhookConfig }> {
  const current = await getWebhookSettings();
  const newToken = body.authToken ? body.authToken : undefined;
  const hasToken = Boolean(newToken ?? current?.sealedToken);
  if ((body.isEnabled || body.encryptFullPayload) && !hasToken)
    throw new ValidationError(WEBHOOK_MESSAGES.tokenRequired, {
      authToken: [WEBHOOK_MESSAGES.tokenRequired],
    });
  await checkTarget(body.webhookUrl, { requireResolvable: false });
  const saved = await putWebhookSettings({
    webhookUrl: body.webhookUrl,
    sealedToken: newToken ? await sealToken(newToken) : current?.sealedToken,
    isEnabled: body.isEnabled,
    encryptFullPayload: body.encryptFullPayload,
    updatedAt: new Date(clock.now()).toISOString(),
    updatedBy: actor.userId,
  });
  securityEvent(log, 'admin.webhook.updated', {
    userId: actor.userId,
    reason: newToken ? 'token-changed' : 'settings-changed',
  });
  return { message: WEBHOOK_MESSAGES.saved, config: toConfig(saved) };
}
