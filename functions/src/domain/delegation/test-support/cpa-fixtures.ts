// Test support for the accountant area: verified CPAs made through the real verification routes and
// the real admin decision function, and files posted to the presigned S3 targets like a browser does.
import { getUserByEmail } from '../../../db/access/users';
import { quickUser, type ClientOptions, type TestUser } from '../../auth/test-support/api-client';
import { decideVerification } from '../../verification/review';

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function postToTarget(
  target: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  type: string,
): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type }));
  const res = await fetch(target.url, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

/** Uploads one verification artifact through POST /api/cpa/verification/upload + the S3 target. */
export async function uploadArtifact(
  cpa: TestUser,
  artifactType: string,
  bytes: Uint8Array = PNG_BYTES,
  contentType = 'image/png',
): Promise<void> {
  const res = await cpa.client.post('/api/cpa/verification/upload', {
    artifactType,
    fileName: `${artifactType}.${contentType === 'application/pdf' ? 'pdf' : 'png'}`,
    contentType,
    size: bytes.length,
  });
  if (res.status !== 200) throw new Error(`upload target failed: ${res.status} ${JSON.stringify(res.body)}`);
  const status = await postToTarget(res.body.uploads[0], bytes, contentType);
  if (status >= 300) throw new Error(`S3 post failed: ${status}`);
}

/** A CPA that went through the wizard's calls and was submitted (not yet decided). */
export async function submittedCpa(
  opts: ClientOptions,
  firstName = 'Carla',
): Promise<TestUser & { userId: string }> {
  const cpa = await quickUser(opts, { userRole: 'business_cpa', firstName });
  await cpa.client.post('/api/cpa/verification', {});
  await uploadArtifact(cpa, 'government_id_front');
  await uploadArtifact(cpa, 'selfie_photo');
  await uploadArtifact(cpa, 'business_license', PDF_BYTES, 'application/pdf');
  const submit = await cpa.client.post('/api/cpa/verification/submit', {
    businessLicenseNumber: 'CPA-12345',
    businessLicenseState: 'ny',
    businessLicenseExpiration: null,
  });
  if (submit.status !== 200)
    throw new Error(`submit failed: ${submit.status} ${JSON.stringify(submit.body)}`);
  const user = (await getUserByEmail(cpa.email))!;
  return { ...cpa, userId: user.userId };
}

/** A CPA approved by the real admin decision function. */
export async function verifiedCpa(
  opts: ClientOptions,
  firstName = 'Carla',
): Promise<TestUser & { userId: string }> {
  const cpa = await submittedCpa(opts, firstName);
  const status = await cpa.client.get('/api/cpa/verification/status');
  await decideVerification('admin-test', status.body.verification.id, {
    action: 'approve',
    expirationDays: 365,
  });
  return cpa;
}

export async function userIdOf(user: TestUser): Promise<string> {
  return (await getUserByEmail(user.email))!.userId;
}
