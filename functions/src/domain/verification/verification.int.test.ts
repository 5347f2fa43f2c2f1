import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  quickUser,
  type ClientOptions,
  localClientOptions,
} from '../auth/test-support/api-client';
import {
  PDF_BYTES,
  PNG_BYTES,
  postToTarget,
  submittedCpa,
  uploadArtifact,
} from '../delegation/test-support/cpa-fixtures';
import { clock } from '../../platform/clock';
import { decideVerification, getVerificationDetail, listPendingVerifications } from './review';
import { getStatus } from './verification';
import { getUserByEmail } from '../../db/access/users';

let opts: ClientOptions;
beforeAll(() => {
  opts = localClientOptions();
});

describe('CPA verification', () => {
  it('is created on load as a draft, takes artifacts through presigned S3 and submits only from draft', async () => {
    const cpa = await quickUser(opts, { userRole: 'business_cpa' });
    const before = await cpa.client.get('/api/cpa/verification/status');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ exists: false, verification: null });

    const started = await cpa.client.post('/api/cpa/verification', {});
    expect(started.body.verification.status).toBe('draft');
    expect((await cpa.client.post('/api/cpa/verification', {})).body.verification.id).toBe(
      started.body.verification.id,
    );
    expect((await cpa.client.get('/api/auth/me')).body.verificationStatus).toBe('draft');

    // Submit before the files are in: the missing ones are named.
    const early = await cpa.client.post('/api/cpa/verification/submit', {
      businessLicenseNumber: 'L-1',
      businessLicenseState: 'CA',
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Please upload the front of your government ID');

    // A presign whose file never arrives does not count.
    const target = await cpa.client.post('/api/cpa/verification/upload', {
      artifactType: 'government_id_front',
      fileName: 'id.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    expect(target.body.uploads[0].fields.key).toMatch(/^verification\//);
    expect(
      (await cpa.client.get('/api/cpa/verification/status')).body.artifactCounts.government_id_front,
    ).toBe(0);
    expect(await postToTarget(target.body.uploads[0], PNG_BYTES, 'image/png')).toBeLessThan(300);
    expect(
      (await cpa.client.get('/api/cpa/verification/status')).body.artifactCounts.government_id_front,
    ).toBe(1);

    await uploadArtifact(cpa, 'selfie_photo');
    await uploadArtifact(cpa, 'business_license', PDF_BYTES, 'application/pdf');
    const submitted = await cpa.client.post('/api/cpa/verification/submit', {
      businessLicenseNumber: ' LIC-9 ',
      businessLicenseState: 'tx',
      businessLicenseExpiration: '2999-01-01',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.verification).toMatchObject({
      status: 'submitted',
      businessLicenseNumber: 'LIC-9',
      businessLicenseState: 'TX',
      businessLicenseExpiration: '2999-01-01',
    });
    // Not editable any more.
    const again = await cpa.client.post('/api/cpa/verification/submit', {
      businessLicenseNumber: 'X',
      businessLicenseState: 'TX',
    });
    expect(again.status).toBe(409);
    const lateUpload = await cpa.client.post('/api/cpa/verification/upload', {
      artifactType: 'selfie_photo',
      fileName: 's.png',
      contentType: 'image/png',
      size: 10,
    });
    expect(lateUpload.status).toBe(409);
  });

  it('validates the upload request and the license fields with the spec messages', async () => {
    const cpa = await quickUser(opts, { userRole: 'business_cpa' });
    await cpa.client.post('/api/cpa/verification', {});
    const pdfId = await cpa.client.post('/api/cpa/verification/upload', {
      artifactType: 'selfie_photo',
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: 100,
    });
    expect(pdfId.status).toBe(400);
    expect(pdfId.body.details.fields.contentType).toEqual(['Only JPEG and PNG images are accepted']);
    const jpg = await cpa.client.post('/api/cpa/verification/upload', {
      artifactType: 'government_id_back',
      fileName: 'x.jpg',
      contentType: 'image/jpg',
      size: 100,
    });
    expect(jpg.status).toBe(200);
    expect(jpg.body.artifact.contentType).toBe('image/jpeg');
    const bad = await cpa.client.post('/api/cpa/verification/submit', {
      businessLicenseNumber: '',
      businessLicenseState: 'NEW',
      businessLicenseExpiration: '2001-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toMatchObject({
      businessLicenseNumber: ['License number is required'],
      businessLicenseState: expect.arrayContaining(['License state must be 2 letters']),
      businessLicenseExpiration: ['Expiration date cannot be earlier than today'],
    });
  });

  it('refuses a file whose bytes are not an allowed type', async () => {
    const cpa = await quickUser(opts, { userRole: 'business_cpa' });
    await cpa.client.post('/api/cpa/verification', {});
    const fake = new TextEncoder().encode('MZ not an image at all');
    await uploadArtifact(cpa, 'government_id_front', fake, 'image/png');
    const status = await cpa.client.get('/api/cpa/verification/status');
    expect(status.body.artifactCounts.government_id_front).toBe(0);
    expect(status.body.artifacts[0].verificationStatus).toBe('rejected');
  });

  it('is for CPAs only, and needs a session', async () => {
    const individual = await quickUser(opts);
    expect((await individual.client.get('/api/cpa/verification/status')).status).toBe(403);
    expect((await individual.client.post('/api/cpa/verification', {})).status).toBe(403);
    expect((await new ApiClient(opts).get('/api/cpa/verification/status')).status).toBe(401);
  });

  it('unlocks CPA features on approval and locks them again when the approval expires', async () => {
    const cpa = await submittedCpa(opts);
    expect((await cpa.client.get('/api/cpa/clients')).status).toBe(403);
    const pending = await listPendingVerifications(500);
    const mine = pending.verifications.find((v) => v.cpaUser.email === cpa.email)!;
    expect(mine).toMatchObject({ status: 'submitted', businessLicenseState: 'NY' });
    const detail = await getVerificationDetail(mine.id);
    expect(detail.artifacts.map((a) => a.artifactType).sort()).toEqual([
      'business_license',
      'government_id_front',
      'selfie_photo',
    ]);

    await decideVerification('admin', mine.id, { action: 'approve', expirationDays: 1 });
    expect((await cpa.client.get('/api/auth/me')).body.verificationStatus).toBe('approved');
    expect((await cpa.client.get('/api/cpa/clients')).status).toBe(200);

    // Two days later (the clock of this process; the gateway's is real time, hence the direct call).
    const restore = clock.set(() => Date.now() + 2 * 24 * 3600_000);
    try {
      const status = await getStatus({ user: (await getUserByEmail(cpa.email))! });
      expect(status.verification!.status).toBe('expired');
    } finally {
      restore();
    }
    expect((await cpa.client.get('/api/auth/me')).body.verificationStatus).toBe('expired');
    expect((await cpa.client.get('/api/cpa/clients')).status).toBe(403);
    // Renewing reopens a draft.
    expect((await cpa.client.post('/api/cpa/verification', {})).body.verification.status).toBe('draft');
  });

  it('asks for more information or rejects with the spec messages', async () => {
    const cpa = await submittedCpa(opts);
    const id = (await cpa.client.get('/api/cpa/verification/status')).body.verification.id;
    const more = await decideVerification('admin', id, {
      action: 'request_more_info',
      moreInfoRequested: 'A clearer ID',
    });
    expect(more.verification).toMatchObject({ status: 'needs_more_info', moreInfoRequested: 'A clearer ID' });
    const rejected = await decideVerification('admin', id, { action: 'reject', rejectionReason: 'Forged' });
    expect(rejected.verification.status).toBe('rejected');
    await expect(
      decideVerification('admin', id, { action: 'approve', expirationDays: 365 }),
    ).rejects.toThrow();
    expect((await cpa.client.post('/api/cpa/verification', {})).body.verification.status).toBe('rejected');
  });
});
