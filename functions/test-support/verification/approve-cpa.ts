// E2E seam: approves a CPA's submitted verification through the real admin decision function
// (functions/src/domain/verification/review.ts), against the local stack `npm start` runs for DATA_DIR
// (endpoints from DATA_DIR/stack.json). Usage: DATA_DIR=<dir> npx tsx approve-cpa.ts <email>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

async function main(): Promise<void> {
  const [email] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR;
  if (!email || !dataDir) throw new Error('Usage: DATA_DIR=<dir> approve-cpa.ts <email>');
  const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as {
    env: Record<string, string>;
  };
  Object.assign(process.env, info.env);
  const { getUserByEmail } = await import('../../src/db/access/users');
  const { getVerificationByCpa } = await import('../../src/db/access/verification');
  const { decideVerification } = await import('../../src/domain/verification/review');
  const user = await getUserByEmail(email);
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
