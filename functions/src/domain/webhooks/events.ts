// Document events → the webhook delivery queue (decision 093). An event carries identifiers and outcomes
// only (no extracted values, titles or e-mail addresses) and a stable id per (document, type), so a
// receiver can drop the duplicates that at-least-once delivery may bring.
import { createHash } from 'node:crypto';
import type { WebhookEventType } from '@docledger/shared/api/schemas/webhooks';
import type { DocumentRecord } from '../../db/access/documents';
import { getWebhookSettings } from '../../db/access/webhooks';
import { clock } from '../../platform/clock';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { sendQueueMessage } from '../../platform/queue';

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: {
    document: {
      documentId: string;
      documentType: string;
      status: string;
      ownerId: string;
      uploaderId: string;
      fileCount: number;
      pageCount: number | null;
      confidence: number | null;
      reviewRequired: boolean | null;
      failureReason: string | null;
      createdAt: string;
      completedAt: string | null;
    };
  };
}

/** The queue message: the event and the target as configured when the event happened. */
export interface WebhookJob {
  v: 1;
  event: WebhookEvent;
  target: { url: string; sealedToken: string; encryptFullPayload: boolean };
}

export function eventId(documentId: string, type: WebhookEventType): string {
  return `evt_${createHash('sha256').update(`${documentId}|${type}`).digest('hex').slice(0, 32)}`;
}

export function documentEvent(type: WebhookEventType, doc: DocumentRecord, nowMs: number): WebhookEvent {
  const final = doc.status === 'completed' || doc.status === 'failed';
  return {
    id: eventId(doc.documentId, type),
    type,
    createdAt: new Date(nowMs).toISOString(),
    data: {
      document: {
        documentId: doc.documentId,
        documentType: doc.documentType,
        status: doc.status,
        ownerId: doc.ownerId,
        uploaderId: doc.uploaderId,
        fileCount: Array.isArray(doc.files) ? doc.files.length : 0,
        pageCount: doc.pageCount ?? null,
        confidence: doc.status === 'completed' ? doc.confidence : null,
        reviewRequired: doc.status === 'completed' ? doc.reviewRequired : null,
        failureReason: doc.status === 'failed' ? (doc.failureReason ?? null) : null,
        createdAt: doc.createdAt,
        completedAt: final ? (doc.completedAt ?? doc.updatedAt) : null,
      },
    },
  };
}

/**
 * Queues the event when the webhook is enabled ("enable on document upload") and has a token. Never
 * throws: the document's own state does not depend on its notification.
 */
export async function enqueueDocumentEvent(
  type: WebhookEventType,
  doc: DocumentRecord,
  log: Logger,
): Promise<boolean> {
  try {
    const settings = await getWebhookSettings();
    if (!settings?.isEnabled || !settings.sealedToken || !settings.webhookUrl) return false;
    const queueUrl = getEnv().WEBHOOK_QUEUE_URL;
    if (!queueUrl) {
      log.error('webhook enabled but WEBHOOK_QUEUE_URL is not set; event dropped', { type });
      return false;
    }
    const job: WebhookJob = {
      v: 1,
      event: documentEvent(type, doc, clock.now()),
      target: {
        url: settings.webhookUrl,
        sealedToken: settings.sealedToken,
        encryptFullPayload: settings.encryptFullPayload,
      },
    };
    await sendQueueMessage(queueUrl, job);
    return true;
  } catch (err) {
    log.error('webhook event could not be queued', { err, type, documentId: doc.documentId });
    return false;
  }
}
