// Admin dashboard stats (issue 11; decision 091): users by role and status from the sharded
// directory, final documents per type over the last 7 days from daily counters kept by the document
// hook (never a scan of documents), the number of verifications waiting for review, queue depth now and
// over 7 days plus dead-letter depths (queue-samples.ts, decision 145) and recent security events.
import type { AdminStats } from '@docledger/shared/api/schemas/admin';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { countFinalDocument, listDocumentStatsByDay } from '../../db/access/admin';
import type { DocumentRecord } from '../../db/access/documents';
import { listUsersByEmail } from '../../db/access/users';
import { listVerificationsByStatus } from '../../db/access/verification';
import { countSecurityEventsByDay, listSecurityEventsByDay } from '../../db/access/security-events';
import { clock } from '../../platform/clock';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { queueDepth } from '../../platform/queue';
import { deadLetterDepths, queueHistory } from './queue-samples';

export const STATS_DAYS = 7;
const DAY_MS = 24 * 3600_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Called once per document when it becomes completed or failed (documents/hooks.ts). */
export async function recordFinalDocument(doc: DocumentRecord): Promise<void> {
  if (doc.status !== 'completed' && doc.status !== 'failed') return;
  const nowMs = clock.now();
  await countFinalDocument({
    day: utcDay(nowMs),
    documentType: doc.documentType,
    status: doc.status,
    confidence: doc.confidence ?? 0,
    reviewRequired: Boolean(doc.reviewRequired),
    nowMs,
  });
}

function inc(map: Record<string, number>, key: string) {
  map[key] = (map[key] ?? 0) + 1;
}

const RECENT_SECURITY_EVENTS = 20;

async function queueStats(log?: Logger): Promise<AdminStats['queues']> {
  const env = getEnv();
  const queues = [
    { name: 'extraction' as const, url: env.EXTRACTION_QUEUE_URL },
    { name: 'webhooks' as const, url: env.WEBHOOK_QUEUE_URL },
  ];
  return Promise.all(
    queues.map(async ({ name, url }) => {
      const depth = url
        ? await queueDepth(url).catch((err: unknown) => {
            log?.warn('queue depth unavailable', { err, queue: name });
            return null;
          })
        : null;
      return {
        name,
        waiting: depth?.waiting ?? null,
        inFlight: depth?.inFlight ?? null,
        delayed: depth?.delayed ?? null,
      };
    }),
  );
}

async function securityStats(days: string[]): Promise<AdminStats['security']> {
  const newestFirst = [...days].reverse();
  const [counts, recentPerDay] = await Promise.all([
    Promise.all(days.map((d) => countSecurityEventsByDay(d))),
    // Newest days first; the first days usually fill the list.
    Promise.all(newestFirst.map((d) => listSecurityEventsByDay(d, RECENT_SECURITY_EVENTS))),
  ]);
  const total = (name: string) => counts.reduce((sum, c) => sum + (c[name] ?? 0), 0);
  return {
    days: days.length,
    failedLogins: total('auth.login.failed'),
    lockouts: total('auth.login.limited') + total('auth.2fa.locked'),
    failedTwoFactor: total('auth.2fa.failed'),
    recent: recentPerDay
      .flat()
      .slice(0, RECENT_SECURITY_EVENTS)
      .map((e) => ({
        at: e.at,
        event: e.name,
        userId: e.userId ?? null,
        ip: e.ip ?? null,
        reason: e.reason ?? null,
      })),
  };
}

export async function getAdminStats(log?: Logger): Promise<AdminStats> {
  const nowMs = clock.now();
  const days = Array.from({ length: STATS_DAYS }, (_, i) => utcDay(nowMs - (STATS_DAYS - 1 - i) * DAY_MS));
  const [users, perDay, pending, queues, security, history, deadLetters] = await Promise.all([
    // The whole directory: an admin-only page, bounded by the product's user count.
    listUsersByEmail({ limit: 100_000 }),
    Promise.all(days.map((d) => listDocumentStatsByDay(d))),
    listVerificationsByStatus('submitted', 1000),
    queueStats(log),
    securityStats(days),
    queueHistory(nowMs),
    deadLetterDepths(log),
  ]);
  const byRole: Record<string, number> = {};
  const byStatus: Record<string, number> = {};
  for (const u of users.users) {
    inc(byRole, u.userRole);
    inc(byStatus, u.userStatus);
  }
  const totals = new Map(
    DOCUMENT_TYPE_CODES.map((t) => [t, { completed: 0, failed: 0, confidenceSum: 0, reviewRequired: 0 }]),
  );
  for (const row of perDay.flat()) {
    const t = totals.get(row.documentType)!;
    t.completed += row.completed ?? 0;
    t.failed += row.failed ?? 0;
    t.confidenceSum += row.confidenceSum ?? 0;
    t.reviewRequired += row.reviewRequired ?? 0;
  }
  return {
    users: { total: users.users.length, byRole, byStatus },
    documents: {
      days: STATS_DAYS,
      byType: DOCUMENT_TYPE_CODES.map((documentType) => {
        const t = totals.get(documentType)!;
        return {
          documentType,
          completed: t.completed,
          failed: t.failed,
          averageConfidence: t.completed ? t.confidenceSum / t.completed : null,
          reviewRequiredShare: t.completed ? t.reviewRequired / t.completed : null,
        };
      }),
      failuresByDay: days.map((day, i) => ({
        day,
        failed: perDay[i]!.reduce((s, r) => s + (r.failed ?? 0), 0),
      })),
    },
    verificationsPending: pending.length,
    queues,
    queueHistory: history,
    deadLetters,
    security,
  };
}
