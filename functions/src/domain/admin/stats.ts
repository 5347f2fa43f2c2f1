// Admin dashboard stats (issue 11; decision 091): users by role and status from the sharded
// directory, final documents per type over the last 7 days from daily counters kept by the document
// hook (never a scan of documents), and the number of verifications waiting for review.
import type { AdminStats } from '@docledger/shared/api/schemas/admin';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { countFinalDocument, listDocumentStatsByDay } from '../../db/access/admin';
import type { DocumentRecord } from '../../db/access/documents';
import { listUsersByEmail } from '../../db/access/users';
import { listVerificationsByStatus } from '../../db/access/verification';
import { clock } from '../../platform/clock';

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

export async function getAdminStats(): Promise<AdminStats> {
  const nowMs = clock.now();
  const days = Array.from({ length: STATS_DAYS }, (_, i) => utcDay(nowMs - (STATS_DAYS - 1 - i) * DAY_MS));
  const [users, perDay, pending] = await Promise.all([
    // The whole directory: an admin-only page, bounded by the product's user count.
    listUsersByEmail({ limit: 100_000 }),
    Promise.all(days.map((d) => listDocumentStatsByDay(d))),
    listVerificationsByStatus('submitted', 1000),
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
  };
}
