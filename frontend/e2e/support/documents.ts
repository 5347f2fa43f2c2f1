// Documents for e2e runs, made through the real pipeline: the synthetic generator writes PDFs of every
// type, the API returns presigned S3 POSTs, the bytes go to the local S3, and the extraction worker
// processes them exactly as for a browser upload.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DocumentTypeCode, ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { createVerifiedUser, uniqueEmail } from './outbox';

// Playwright runs from the repository root (playwright.config.ts lives there).
const repoRoot = process.cwd();

/** The generator is test-only code moving to functions/test-support (DESIGN §2): take whichever exists. */
function generatorCli(): string {
  const candidates = [
    'functions/test-support/extraction/generator/cli.ts',
    'functions/src/extraction/generator/cli.ts',
  ];
  const found = candidates.find((c) => existsSync(join(repoRoot, c)));
  if (!found) throw new Error('synthetic document generator not found');
  return found;
}

/** One generated PDF per requested type (seeded, so runs are repeatable). */
export function generateSamples(
  types: readonly ExtractableTypeCode[],
  seed = 77,
): Map<ExtractableTypeCode, string> {
  const out = mkdtempSync(join(tmpdir(), 'docledger-e2e-samples-'));
  execFileSync(
    'npx',
    [
      'tsx',
      generatorCli(),
      '--out',
      out,
      '--per-type',
      '1',
      '--seed',
      String(seed),
      '--types',
      types.join(','),
    ],
    { cwd: repoRoot, stdio: 'pipe' },
  );
  const files = readdirSync(out).filter((f) => f.endsWith('.pdf'));
  const byType = new Map<ExtractableTypeCode, string>();
  for (const type of types) {
    // Names start with the type code; `irs_1040-…` must not match a prefix of another type.
    const file = files.find((f) => f.startsWith(`${type}-`));
    if (!file) throw new Error(`generator wrote no ${type} sample`);
    byType.set(type, join(out, file));
  }
  return byType;
}

function origin(baseURL: string) {
  return { origin: new URL(baseURL).origin };
}

interface UploadAnswer {
  documents: { documentId: string; uploads: { url: string; fields: Record<string, string> }[] }[];
}

/** Uploads one PDF as `documentType` through the API and S3; resolves with the document id. */
export async function uploadPdf(
  request: APIRequestContext,
  baseURL: string,
  documentType: DocumentTypeCode,
  path: string,
): Promise<string> {
  const bytes = readFileSync(path);
  const name = path.split('/').pop()!;
  const created = await request.post('/api/documents/upload', {
    headers: origin(baseURL),
    data: { documentType, files: [{ name, size: bytes.length, contentType: 'application/pdf' }] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const answer = (await created.json()) as UploadAnswer;
  const doc = answer.documents[0]!;
  const target = doc.uploads[0]!;
  // The local S3 stand-in may reset a kept-alive socket under load: a fresh connection per POST, and
  // a retry of this idempotent step (same key, same bytes).
  for (let attempt = 1; ; attempt++) {
    try {
      const posted = await request.post(target.url, {
        headers: { connection: 'close' },
        multipart: { ...target.fields, file: { name, mimeType: 'application/pdf', buffer: bytes } },
      });
      expect(posted.status(), await posted.text()).toBeLessThan(300);
      break;
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
  return doc.documentId;
}

/** Waits until none of the owner's recent documents is pending or processing. */
export async function waitForProcessing(request: APIRequestContext, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/recent-documents');
        const body = (await response.json()) as { documents: { processingStatus: string }[] };
        const settled = body.documents.filter(
          (d) => d.processingStatus === 'completed' || d.processingStatus === 'failed',
        );
        return settled.length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(count);
}

/** A fresh verified individual, signed in through the login page, on /home. */
export async function signInNewUser(page: Page, baseURL: string, label: string) {
  const user = {
    email: uniqueEmail(label),
    password: 'Ledger-e2e-2025!',
    firstName: 'Avery',
    lastName: 'Stone',
  };
  await createVerifiedUser(page.request, baseURL, user);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await dismissReminderIfShown(page);
  return user;
}

/** The two-factor reminder (spec part 2 §4) may open once per session; wait it out and close it. */
export async function dismissReminderIfShown(page: Page) {
  const reminder = page.getByRole('alertdialog', { name: /two-factor authentication/i });
  try {
    await reminder.waitFor({ state: 'visible', timeout: 4000 });
  } catch {
    return;
  }
  const ok = reminder.getByRole('button', { name: 'OK, I Understand' });
  await expect(ok).toBeEnabled({ timeout: 10_000 });
  await ok.click();
  await expect(reminder).toBeHidden();
}
