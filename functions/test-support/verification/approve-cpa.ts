// E2E seam: approves a CPA's submitted verification through the real admin decision function
// (functions/src/domain/verification/review.ts), against the local stack `npm start` runs for DATA_DIR
// (endpoints from DATA_DIR/stack.json). Usage: DATA_DIR=<dir> npx tsx approve-cpa.ts <email> [--prepare]
// (--create <password>: a new CPA first; --create-client <password> [first] [last]: only an individual)
// --prepare first runs the CPA's own steps through the real domain functions (start, three artifacts
// stored like the browser's S3 POST would, submit), for tests about what comes after verification.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

async function main(): Promise<void> {
  const [email, flag, password] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR;
  if (!email || !dataDir) throw new Error('Usage: DATA_DIR=<dir> approve-cpa.ts <email>');
  const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as {
    env: Record<string, string>;
  };
  Object.assign(process.env, info.env);
  const { getUserByEmail } = await import('../../src/db/access/users');
  const { getVerificationByCpa } = await import('../../src/db/access/verification');
  const { decideVerification } = await import('../../src/domain/verification/review');
  if (flag === '--create-client' && password) {
    // An individual (a CPA's client) with a verified e-mail and an RSA-2048 key: for journeys whose
    // subject is the CPA, not the client's registration (registration is tested in the accounts e2e).
    const [firstName = 'Cleo', lastName = 'Client'] = process.argv.slice(5);
    const { randomUUID } = await import('node:crypto');
    const { createUserWithEmailClaim } = await import('../../src/db/access/users');
    const { hashPassword } = await import('../../src/domain/auth/passwords');
    const { generateKey } = await import('../../src/domain/keys/keys');
    const userId = randomUUID();
    await createUserWithEmailClaim({
      userId,
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      userRole: 'individual',
      accountTier: 'free',
      userStatus: 'active',
      canEditStatements: true,
      emailVerified: true,
      twoFactorEnabled: false,
    });
    await generateKey(userId, { keySize: 2048, algorithm: 'RSA-256' });
    console.log(`created client ${email}`);
    return;
  }
  if (flag === '--create' && email && password) {
    // A CPA with a verified e-mail and an RSA-2048 key, made straight in the table: registration's
    // RSA-4096 generation takes minutes on a loaded CI machine and is tested elsewhere.
    const { randomUUID } = await import('node:crypto');
    const { createUserWithEmailClaim } = await import('../../src/db/access/users');
    const { hashPassword } = await import('../../src/domain/auth/passwords');
    const { generateKey } = await import('../../src/domain/keys/keys');
    const userId = randomUUID();
    await createUserWithEmailClaim({
      userId,
      email,
      passwordHash: await hashPassword(password),
      firstName: email.split('-')[0]!.replace(/^./, (c) => c.toUpperCase()),
      lastName: 'Counts',
      userRole: 'business_cpa',
      accountTier: 'free',
      userStatus: 'active',
      canEditStatements: true,
      emailVerified: true,
      twoFactorEnabled: false,
      verificationStatus: 'unverified',
    });
    await generateKey(userId, { keySize: 2048, algorithm: 'RSA-256' });
  }
  const user = await getUserByEmail(email);
  if (user && (flag === '--prepare' || flag === '--create')) {
    const { start, createUpload, submit } = await import('../../src/domain/verification/verification');
    const { putObject } = await import('../../src/platform/storage');
    const actor = { user };
    await start(actor);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    for (const artifactType of ['government_id_front', 'selfie_photo', 'business_license'] as const) {
      const isPdf = artifactType === 'business_license';
      const bytes = isPdf ? pdf : png;
      const contentType = isPdf ? 'application/pdf' : 'image/png';
      const { artifact } = await createUpload(actor, {
        artifactType,
        fileName: `${artifactType}`,
        contentType,
        size: bytes.length,
      });
      await putObject(`verification/${user.userId}/${artifact.id}`, bytes, contentType);
    }
    await submit(actor, {
      businessLicenseNumber: 'E2E-1',
      businessLicenseState: 'CA',
      businessLicenseExpiration: null,
    });
  }
  const verification = user ? await getVerificationByCpa(user.userId) : null;
  if (!verification) throw new Error(`no verification for ${email}`);
  await decideVerification('e2e-admin', verification.verificationId, {
    action: 'approve',
    expirationDays: 365,
  });
  console.log(`approved ${email}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
