import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { presignDownload, presignUpload, readObject, verifyUploadedObject, headObject } from './storage';

beforeAll(() => {
  useLocalStack();
});

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function postFile(
  target: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  type: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type }));
  return fetch(target.url, { method: 'POST', body: form });
}

describe('uploads storage', () => {
  it('signs a POST policy that enforces the size range and the content type', async () => {
    const target = await presignUpload({
      key: `uploads/${randomUUID()}`,
      contentType: 'application/pdf',
      minBytes: 1,
      maxBytes: 10 * 1024 * 1024,
    });
    const policy = JSON.parse(Buffer.from(target.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(policy.conditions).toContainEqual({ key: target.key });
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
  });

  it('accepts a browser-style POST with fetch and serves the object back through a presigned GET', async () => {
    const target = await presignUpload({
      key: `uploads/${randomUUID()}`,
      contentType: 'application/pdf',
      minBytes: 1,
      maxBytes: 1024,
    });
    const res = await postFile(target, pdfBytes, 'application/pdf');
    expect(res.status).toBeLessThan(300);
    expect((await headObject(target.key))?.size).toBe(pdfBytes.length);
    const url = await presignDownload(target.key, 'statement.pdf');
    const download = await fetch(url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
  });

  it('rejects after upload an object that is oversize or not what it claims (s3rver checks no policy)', async () => {
    const target = await presignUpload({
      key: `uploads/${randomUUID()}`,
      contentType: 'application/pdf',
      minBytes: 1,
      maxBytes: 16,
    });
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await postFile(target, html, 'application/pdf');
    const stored = await readObject(target.key, 1024);
    expect(verifyUploadedObject(stored, 'application/pdf', 16)).toBe('File size exceeds 10MB limit.');
    expect(verifyUploadedObject(stored, 'application/pdf', 1024)).toBe(
      'Invalid file type. Only PDF, JPG, and PNG files are allowed.',
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(verifyUploadedObject(png, 'application/pdf', 1024)).toMatch(/does not match its declared type/);
    expect(verifyUploadedObject(pdfBytes, 'application/pdf', 1024)).toBeNull();
  });
});
