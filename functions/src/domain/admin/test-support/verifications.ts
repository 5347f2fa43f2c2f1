// Test fixture: a CPA's verification submitted through CPA's real domain functions (start, upload
// records, files in storage, submit), ready for an admin's review.
import { getUserById } from '../../../db/access/users';
import { putObject } from '../../../platform/storage';
import { createUpload, start, submit } from '../../verification/verification';

/** Smallest valid PNG header bytes: the upload confirmation checks magic bytes only. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

export async function submittedVerification(
  cpaUserId: string,
): Promise<{ verificationId: string; artifactIds: string[] }> {
  const who = { user: (await getUserById(cpaUserId))! };
  await start(who);
  const artifactIds: string[] = [];
  for (const artifactType of ['government_id_front', 'selfie_photo', 'business_license'] as const) {
    const pdf = artifactType === 'business_license';
    const bytes = pdf ? PDF_BYTES : PNG_BYTES;
    const { artifact } = await createUpload(who, {
      artifactType,
      fileName: pdf ? 'license.pdf' : `${artifactType}.png`,
      contentType: pdf ? 'application/pdf' : 'image/png',
      size: bytes.length,
    });
    await putObject(`verification/${cpaUserId}/${artifact.id}`, bytes, artifact.contentType);
    artifactIds.push(artifact.id);
  }
  const { verification } = await submit(who, {
    businessLicenseNumber: 'LIC-12345',
    businessLicenseState: 'NY',
    businessLicenseExpiration: null,
  });
  return { verificationId: verification.id, artifactIds };
}
