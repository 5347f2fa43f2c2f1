// The admin side of CPA verification (spec part 3 §4, §5, §7), for the admin routes (helper ADMIN):
// GET /api/admin/verifications/pending → listPendingVerifications; GET /{id} → getVerificationDetail;
// PATCH /{id} → decideVerification; artifact download → artifactDownload.
import type { VerificationDecision } from '@docledger/shared/api/schemas/verification';
import {
  getVerificationById,
  listArtifactsByCpa,
  listVerificationsByStatus,
  transitionVerification,
  type ArtifactRecord,
  type VerificationRecord,
} from '../../db/access/verification';
import { getUserById } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { readObject } from '../../platform/storage';
import { nowIso, usersById } from '../delegation/people';
import { artifactView, verificationView } from './verification';

const DAY_MS = 24 * 3600_000;

export async function listPendingVerifications(limit = 50) {
  const pending = await listVerificationsByStatus('submitted', limit);
  const users = await usersById(pending.map((v) => v.cpaUserId));
  return {
    verifications: pending.map((v) => {
      const u = users.get(v.cpaUserId);
      return {
        id: v.verificationId,
        cpaUser: { firstName: u?.firstName ?? '', lastName: u?.lastName ?? '', email: u?.email ?? '' },
        businessLicenseNumber: v.businessLicenseNumber ?? null,
        businessLicenseState: v.businessLicenseState ?? null,
        submittedAt: v.submittedAt ?? null,
        status: v.status,
      };
    }),
  };
}

async function load(verificationId: string): Promise<VerificationRecord> {
  const v = await getVerificationById(verificationId);
  if (!v) throw new NotFoundError('Verification not found');
  return v;
}

export async function getVerificationDetail(verificationId: string) {
  const v = await load(verificationId);
  const [u, artifacts] = await Promise.all([getUserById(v.cpaUserId), listArtifactsByCpa(v.cpaUserId)]);
  return {
    cpaUser: { firstName: u?.firstName ?? '', lastName: u?.lastName ?? '', email: u?.email ?? '' },
    verification: verificationView(v),
    artifacts: artifacts.filter((a) => a.state === 'uploaded').map(artifactView),
  };
}

/** Approve (for 1-3650 days), reject with a reason, or ask for more information. */
export async function decideVerification(
  adminUserId: string,
  verificationId: string,
  decision: VerificationDecision,
) {
  const v = await load(verificationId);
  const nowMs = clock.now();
  const now = nowIso(nowMs);
  const common = {
    reviewedAt: now,
    reviewedBy: adminUserId,
    ...(decision.adminNotes ? { adminNotes: decision.adminNotes } : {}),
  };
  let updated: VerificationRecord;
  if (decision.action === 'approve') {
    const until = nowIso(nowMs + decision.expirationDays * DAY_MS);
    updated = await transitionVerification(v.cpaUserId, ['submitted', 'needs_more_info'], {
      ...common,
      status: 'approved',
      expirationDays: decision.expirationDays,
      approvedUntil: until,
      queueStatus: 'approved',
      queueAt: now,
    });
  } else if (decision.action === 'reject') {
    updated = await transitionVerification(v.cpaUserId, ['submitted', 'needs_more_info'], {
      ...common,
      status: 'rejected',
      rejectionReason: decision.rejectionReason,
      queueStatus: 'rejected',
      queueAt: now,
    });
  } else {
    updated = await transitionVerification(v.cpaUserId, ['submitted'], {
      ...common,
      status: 'needs_more_info',
      moreInfoRequested: decision.moreInfoRequested,
      queueStatus: 'needs_more_info',
      queueAt: now,
    });
  }
  securityEvent(logger, `verification.${decision.action}`, {
    userId: adminUserId,
    targetUserId: v.cpaUserId,
    resourceId: v.verificationId,
  });
  return { message: 'Verification updated', verification: verificationView(updated) };
}

/** An artifact's bytes for the admin's preview (image) or download. */
export async function artifactDownload(verificationId: string, artifactId: string) {
  const v = await load(verificationId);
  const artifact = (await listArtifactsByCpa(v.cpaUserId)).find(
    (a: ArtifactRecord) => a.artifactId === artifactId && a.state === 'uploaded',
  );
  if (!artifact) throw new NotFoundError('Artifact not found');
  const body = await readObject(artifact.s3Key, 11 * 1024 * 1024);
  return { body, contentType: artifact.contentType, filename: artifact.fileName };
}
