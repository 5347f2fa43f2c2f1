import { beforeAll, describe, expect, it } from 'vitest';
import {
  quickUser,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { getUserByEmail } from '../../db/access/users';
import { createActiveUser } from '../auth/test-support/users';
import { db } from '../../db/db';
import { createSession, SESSION_COOKIE } from '../sessions/sessions';
import { getDocumentById } from '../../db/access/documents';

let opts: ClientOptions;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  opts = localClientOptions();
  [alice, bob] = await Promise.all([quickUser(opts), quickUser(opts)]);
});

const pdf = (over: Record<string, unknown> = {}) => ({
  name: 'statement.pdf',
  size: 1000,
  contentType: 'application/pdf',
  ...over,
});

async function userIdOf(user: TestUser): Promise<string> {
  return (await getUserByEmail(user.email))!.userId;
}

describe('GET /api/document-types', () => {
  it('lists the ten types plus other from the stored config, with the spec defaults', async () => {
    const res = await alice.client.get('/api/document-types');
    expect(res.status).toBe(200);
    const codes = res.body.documentTypes.map((t: { code: string }) => t.code);
    expect(codes).toEqual([
      'bank_statement',
      'credit_card_statement',
      'invoice',
      'profit_loss',
      'balance_sheet',
      'cash_flow',
      'payslip',
      'w2',
      'irs_1040',
      'irs_1099',
      'other',
    ]);
    for (const t of res.body.documentTypes) {
      expect(t.maxNumberOfFiles).toBe(3);
      expect(t.maxPages).toBeGreaterThanOrEqual(1);
      expect(t.maxPages).toBeLessThanOrEqual(50);
      expect(t.isActive).toBe(true);
    }
    expect(res.body.turnstileSiteKey).toBeNull();
  });

  it('needs a session', async () => {
    const res = await alice.client.get('/api/document-types', { cookie: null });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/documents/upload validation', () => {
  it('creates a pending document and returns one presigned POST per file with an exact size and type policy', async () => {
    const res = await alice.client.post('/api/documents/upload', {
      documentType: 'bank_statement',
      files: [pdf({ size: 12345 })],
    });
    expect(res.status).toBe(200);
    const [created] = res.body.documents;
    expect(created.uploads).toHaveLength(1);
    const policy = JSON.parse(Buffer.from(created.uploads[0].fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 12345, 12345]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    const key = created.uploads[0].fields.key as string;
    expect(key).toMatch(new RegExp(`^originals/${await userIdOf(alice)}/${created.documentId}/1\\.pdf$`));
    const expires = Date.parse(policy.expiration);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    const doc = await getDocumentById(created.documentId);
    expect(doc).toMatchObject({ status: 'pending', documentType: 'bank_statement', expectedFiles: 1 });
    expect(doc!.files[0]!.name).toBe('statement.pdf');
  });

  it('refuses a type other than PDF, JPG or PNG with the spec message', async () => {
    const res = await alice.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf({ name: 'notes.docx', contentType: 'application/msword' })],
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.error).toBe('notes.docx: Invalid file type. Only PDF, JPG, and PNG files are allowed.');
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    const res = await alice.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf({ size: 10 * 1024 * 1024 + 1 })],
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('statement.pdf: File size exceeds 10MB limit.');
  });

  it('refuses more files than the type allows at once', async () => {
    const res = await alice.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf(), pdf(), pdf(), pdf()],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toMatch(/up to 3 Invoice files at once/);
  });

  it('refuses a multi-page set with more pages than the type allows, and PDFs in a photo set', async () => {
    const pages = Array.from({ length: 11 }, (_, i) => ({
      name: `p${i}.jpg`,
      size: 100,
      contentType: 'image/jpeg',
    }));
    const tooMany = await alice.client.post('/api/documents/upload-multipage', {
      documentType: 'payslip',
      pages,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/at most 10 pages/);
    const mixed = await alice.client.post('/api/documents/upload-multipage', {
      documentType: 'payslip',
      pages: [pages[0], pdf()],
    });
    expect(mixed.status).toBe(415);
  });

  it('refuses unknown types and malformed bodies with field details', async () => {
    const res = await alice.client.post('/api/documents/upload', { documentType: 'passport', files: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details.fields)).toEqual(expect.arrayContaining(['documentType', 'files']));
  });

  it('needs an active encryption key of the owner', async () => {
    const userId = await createActiveUser('nokey');
    const { token } = await createSession(userId);
    const res = await alice.client.post(
      '/api/documents/upload',
      { documentType: 'invoice', files: [pdf()] },
      { cookie: `${SESSION_COOKIE}=${token}` },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ENCRYPTION_KEY_REQUIRED');
  });

  it('gives individuals 10 free documents, then PAYMENT_REQUIRED with the upgrade link; premium lifts it', async () => {
    const user = await quickUser(opts);
    const userId = await userIdOf(user);
    await db().entities.user.patch({ userId }).set({ uploadCount: 9 }).go();
    const tenth = await user.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf()],
    });
    expect(tenth.status).toBe(200);
    const eleventh = await user.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf()],
    });
    expect(eleventh.status).toBe(402);
    expect(eleventh.body.code).toBe('PAYMENT_REQUIRED');
    expect(eleventh.body.details.upgradeUrl).toBe('/pricing');
    await db().entities.user.patch({ userId }).set({ accountTier: 'premium' }).go();
    const premium = await user.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf()],
    });
    expect(premium.status).toBe(200);
  });

  it('takes the last free slot only once under parallel uploads, and keeps none of a refused batch', async () => {
    const user = await quickUser(opts);
    const userId = await userIdOf(user);
    await db().entities.user.patch({ userId }).set({ uploadCount: 8 }).go();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        user.client.post('/api/documents/upload', { documentType: 'invoice', files: [pdf()] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(3);
    const batch = await user.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf(), pdf()],
    });
    expect(batch.status).toBe(402);
    expect((await getUserByEmail(user.email))!.uploadCount).toBe(10);
  });

  it('does not let another user upload for an owner (asClientId without a grant is NOT_FOUND)', async () => {
    const res = await bob.client.post('/api/documents/upload', {
      documentType: 'invoice',
      files: [pdf()],
      asClientId: await userIdOf(alice),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('warns at once about a file uploaded before (same SHA-256)', async () => {
    const sha256 = 'a'.repeat(64);
    const first = await bob.client.post('/api/documents/upload', {
      documentType: 'credit_card_statement',
      files: [pdf({ sha256 })],
    });
    expect(first.body.documents[0].warnings).toEqual([]);
    const again = await bob.client.post('/api/documents/upload', {
      documentType: 'credit_card_statement',
      files: [pdf({ sha256 })],
    });
    expect(again.status).toBe(200);
    expect(again.body.documents[0].warnings).toEqual([
      expect.objectContaining({
        code: 'duplicate_file',
        relatedDocumentId: first.body.documents[0].documentId,
      }),
    ]);
  });
});
