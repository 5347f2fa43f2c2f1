// CPA identity verification (spec part 3 §2, §4, §5, §7): a draft created on first load, four artifacts
// uploaded straight to S3, a submission that moves it to review. Only 'draft' is editable.
import { randomUUID } from 'node:crypto';
import {
  ARTIFACT_TYPES,
  type Artifact,
  type ArtifactType,
  type Verification,
  type VerificationStatusResponse,
  type VerificationUploadBody,
} from '@docledger/shared/api/schemas/verification';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import {
  createVerificationOnce,
  deleteArtifact,
  getVerificationByCpa,
  listArtifactsByCpa,
  putArtifact,
  setArtifactState,
  syncUserVerificationStatus,
  transitionVerification,
  type ArtifactRecord,
  type VerificationRecord,
} from '../../db/access/verification';
import { clock } from '../../platform/clock';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { deleteObject, headObject, presignUpload, readObjectHead, sniffContentType } from './storage';
import { assertCpaRole, nowIso, type UserActor } from '../delegation/people';

export function verificationView(v: VerificationRecord): Verification {
  return {
    id: v.verificationId,
    status: v.status,
    businessLicenseNumber: v.businessLicenseNumber ?? null,
    businessLicenseState: v.businessLicenseState ?? null,
    businessLicenseExpiration: v.businessLicenseExpiration ?? null,
    submittedAt: v.submittedAt ?? null,
    reviewedAt: v.reviewedAt ?? null,
    expiresAt: v.approvedUntil ?? null,
    rejectionReason: v.rejectionReason ?? null,
    moreInfoRequested: v.moreInfoRequested ?? null,
    createdAt: v.createdAt,
  };
}

export function artifactView(a: ArtifactRecord): Artifact {
  return {
    id: a.artifactId,
    artifactType: a.artifactType,
    fileName: a.fileName,
    contentType: a.contentType,
    size: a.size,
    verificationStatus: a.state,
    uploadedAt: a.uploadedAt,
  };
}

/** An approval past its expiry date reads (and is stored) as expired. */
async function withExpiry(v: VerificationRecord): Promise<VerificationRecord> {
  if (v.status === 'approved' && v.approvedUntil && v.approvedUntil <= nowIso(clock.now())) {
    return transitionVerification(v.cpaUserId, ['approved'], {
      status: 'expired',
      queueStatus: 'expired',
      queueAt: v.approvedUntil,
    });
  }
  return v;
}

/** Whether a pending artifact's file arrived in storage with an allowed type (by magic bytes). */
async function confirmArtifact(a: ArtifactRecord): Promise<ArtifactRecord> {
  if (a.state !== 'pending') return a;
  const head = await headObject(a.s3Key);
  if (!head) return a;
  const sniffed = sniffContentType(await readObjectHead(a.s3Key));
  const allowed =
    sniffed !== null &&
    (sniffed === 'application/pdf' ? a.artifactType === 'business_license' : true) &&
    head.size <= a.size;
  const state = allowed ? 'uploaded' : 'rejected';
  await setArtifactState(a.cpaUserId, a.artifactId, state);
  if (!allowed) await deleteObject(a.s3Key);
  return { ...a, state };
}

/** The newest artifact of each type, confirmed against storage. */
async function currentArtifacts(cpaUserId: string): Promise<ArtifactRecord[]> {
  const all = await listArtifactsByCpa(cpaUserId);
  const newest = new Map<ArtifactType, ArtifactRecord>();
  for (const a of all.sort((x, y) => x.uploadedAt.localeCompare(y.uploadedAt))) newest.set(a.artifactType, a);
  return Promise.all([...newest.values()].map(confirmArtifact));
}

function counts(artifacts: ArtifactRecord[]): VerificationStatusResponse['artifactCounts'] {
  const c = Object.fromEntries(
    ARTIFACT_TYPES.map((t) => [t, 0]),
  ) as VerificationStatusResponse['artifactCounts'];
  for (const a of artifacts) if (a.state === 'uploaded') c[a.artifactType] += 1;
  return c;
}

export async function getStatus(actor: UserActor): Promise<VerificationStatusResponse> {
  assertCpaRole(actor);
  const stored = await getVerificationByCpa(actor.user.userId);
  if (!stored) {
    return { exists: false, verification: null, artifactCounts: counts([]), artifacts: [] };
  }
  const v = await withExpiry(stored);
  // Heals a lost write of the user's copy of the status (the auth level reads it).
  if (actor.user.verificationStatus !== v.status) await syncUserVerificationStatus(v.cpaUserId, v.status);
  const artifacts = await currentArtifacts(v.cpaUserId);
  return {
    exists: true,
    verification: verificationView(v),
    artifactCounts: counts(artifacts),
    artifacts: artifacts.map(artifactView),
  };
}

/**
 * Creates the draft, or reopens one the CPA must act on again (more information asked for, approval
 * expired). Otherwise returns the verification as it is (idempotent).
 */
export async function start(actor: UserActor): Promise<{ message: string; verification: Verification }> {
  assertCpaRole(actor);
  const now = nowIso(clock.now());
  let v = await createVerificationOnce({
    cpaUserId: actor.user.userId,
    verificationId: randomUUID(),
    status: 'draft',
    createdAt: now,
    queueStatus: 'draft',
    queueAt: now,
  });
  v = await withExpiry(v);
  if (v.status === 'needs_more_info' || v.status === 'expired') {
    v = await transitionVerification(v.cpaUserId, [v.status], {
      status: 'draft',
      queueStatus: 'draft',
      queueAt: now,
    });
  } else if (actor.user.verificationStatus !== v.status) {
    await syncUserVerificationStatus(v.cpaUserId, v.status);
  }
  return { message: CPA_MESSAGES.verificationStarted, verification: verificationView(v) };
}

/** Only a draft takes new files (part 3 §4). */
async function editableDraft(actor: UserActor): Promise<VerificationRecord> {
  const v = await getVerificationByCpa(actor.user.userId);
  if (!v || v.status !== 'draft') throw new ConflictError(CPA_MESSAGES.verificationNotEditable);
  return v;
}

export async function createUpload(
  actor: UserActor,
  body: VerificationUploadBody,
): Promise<{ artifact: Artifact; uploads: Array<{ url: string; fields: Record<string, string> }> }> {
  assertCpaRole(actor);
  const v = await editableDraft(actor);
  const artifactId = randomUUID();
  const contentType = body.contentType === 'image/jpg' ? 'image/jpeg' : body.contentType;
  const key = `verification/${v.cpaUserId}/${artifactId}`;
  const target = await presignUpload({ key, contentType, minBytes: 1, maxBytes: body.size });
  const record: ArtifactRecord = {
    cpaUserId: v.cpaUserId,
    artifactId,
    artifactType: body.artifactType,
    fileName: body.fileName,
    contentType,
    size: body.size,
    s3Key: key,
    state: 'pending',
    uploadedAt: nowIso(clock.now()),
  };
  await putArtifact(record);
  // Older files of the same type are replaced (a retake of the selfie, a better scan of the ID).
  const older = (await listArtifactsByCpa(v.cpaUserId)).filter(
    (a) => a.artifactType === body.artifactType && a.artifactId !== artifactId,
  );
  await Promise.all(
    older.map(async (a) => (await deleteObject(a.s3Key), await deleteArtifact(a.cpaUserId, a.artifactId))),
  );
  return { artifact: artifactView(record), uploads: [{ url: target.url, fields: target.fields }] };
}

export async function submit(
  actor: UserActor,
  body: {
    businessLicenseNumber: string;
    businessLicenseState: string;
    businessLicenseExpiration: string | null;
  },
): Promise<{ message: string; verification: Verification }> {
  assertCpaRole(actor);
  const v = await getVerificationByCpa(actor.user.userId);
  if (!v || v.status !== 'draft') throw new ConflictError(CPA_MESSAGES.verificationNotEditable);
  const artifacts = await currentArtifacts(v.cpaUserId);
  const has = (t: ArtifactType) => artifacts.some((a) => a.artifactType === t && a.state === 'uploaded');
  const missing: Record<string, string[]> = {};
  if (!has('government_id_front')) missing.government_id_front = [CPA_MESSAGES.frontIdMissing];
  if (!has('selfie_photo')) missing.selfie_photo = [CPA_MESSAGES.selfieMissing];
  if (!has('business_license')) missing.business_license = [CPA_MESSAGES.licenseMissing];
  const first = Object.values(missing)[0];
  if (first) throw new ValidationError(first[0]!, missing);
  const now = nowIso(clock.now());
  const updated = await transitionVerification(
    v.cpaUserId,
    ['draft'],
    {
      status: 'submitted',
      businessLicenseNumber: body.businessLicenseNumber,
      businessLicenseState: body.businessLicenseState,
      submittedAt: now,
      queueStatus: 'submitted',
      queueAt: now,
      ...(body.businessLicenseExpiration
        ? { businessLicenseExpiration: body.businessLicenseExpiration }
        : {}),
    },
    body.businessLicenseExpiration ? [] : ['businessLicenseExpiration'],
  );
  securityEvent(logger, 'verification.submitted', { userId: v.cpaUserId, resourceId: v.verificationId });
  return { message: CPA_MESSAGES.verificationSubmitted, verification: verificationView(updated) };
}
