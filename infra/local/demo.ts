// First run of `npm start` (local only, never in AWS): a demo individual account with a generated
// sample of every document type, uploaded through the real path (upload route → presigned POST to
// S3 → queue → extraction worker), so a newcomer sees a populated dashboard. `--no-demo` skips it.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';

export interface DemoAccount {
  email: string;
  password: string;
}

const DEMO_FILE = 'demo-account.json';

/** The demo login of this data dir, if one was created. */
export function readDemoAccount(dataDir: string): DemoAccount | null {
  const file = join(dataDir, DEMO_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as DemoAccount;
}

/**
 * Creates the demo account (its key and session like a registered, verified user) and returns its
 * login; then uploads one sample of every type in the background and reports through `log`.
 */
export async function createDemoAccount(opts: {
  dataDir: string;
  appUrl: string;
  origin: string;
  log: (message: string) => void;
}): Promise<{ account: DemoAccount; uploaded: Promise<number> }> {
  const [{ createUserWithEmailClaim }, { hashPassword }, { createInitialKey }] = await Promise.all([
    import('@docledger/functions/db/access/users'),
    import('@docledger/functions/domain/auth/passwords'),
    import('@docledger/functions/domain/keys/keys'),
  ]);
  const account: DemoAccount = {
    email: 'demo@docledger.local',
    password: `Demo-${randomBytes(6).toString('base64url')}-${randomBytes(2).toString('hex')}`,
  };
  const userId = randomUUID();
  await createUserWithEmailClaim({
    userId,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    firstName: 'Demo',
    lastName: 'User',
    userRole: 'individual',
    // Eleven samples exceed the free tier's ten: the demo can keep uploading.
    accountTier: 'premium',
    userStatus: 'active',
    canEditStatements: true,
    emailVerified: true,
    twoFactorEnabled: false,
  });
  await createInitialKey(userId);
  writeFileSync(join(opts.dataDir, DEMO_FILE), JSON.stringify(account, null, 2), { mode: 0o600 });
  return { account, uploaded: uploadSamples(account, opts) };
}

async function uploadSamples(
  account: DemoAccount,
  opts: { appUrl: string; origin: string; log: (message: string) => void },
): Promise<number> {
  const { sampleDocument } = await import('@docledger/functions/domain/documents/samples');
  const headers = { origin: opts.origin, 'content-type': 'application/json' };
  const login = await fetch(`${opts.appUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`demo login failed (${login.status})`);
  let uploaded = 0;
  // Statements dated last month, so the financial analysis charts (the last 12 months) show them.
  const anchor = new Date().toISOString().slice(0, 10);
  for (const [i, type] of DOCUMENT_TYPE_CODES.entries()) {
    const sample = await sampleDocument(type, { seed: 2025 + i, anchor });
    const multipage = sample.files.length > 1;
    const res = await fetch(`${opts.appUrl}/api/documents/${multipage ? 'upload-multipage' : 'upload'}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        documentType: type,
        [multipage ? 'pages' : 'files']: sample.files.map((f) => ({
          name: f.name,
          size: f.bytes.length,
          contentType: f.contentType,
        })),
      }),
    });
    if (res.status !== 200)
      throw new Error(`demo upload of ${type} refused (${res.status}): ${await res.text()}`);
    const body = (await res.json()) as {
      documents: Array<{ uploads: Array<{ url: string; fields: Record<string, string>; index: number }> }>;
    };
    for (const target of body.documents[0]!.uploads) {
      const file = sample.files[target.index]!;
      const form = new FormData();
      for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
      form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.contentType }), file.name);
      const posted = await fetch(target.url, { method: 'POST', body: form });
      await posted.arrayBuffer();
      if (posted.status >= 300)
        throw new Error(`demo upload of ${file.name} to S3 failed (${posted.status})`);
    }
    uploaded++;
  }
  opts.log(`demo: ${uploaded} sample documents uploaded; the extraction worker is processing them`);
  return uploaded;
}
