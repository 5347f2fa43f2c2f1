import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { envelopeDecrypt, envelopeEncrypt } from './envelope';

beforeAll(() => {
  useLocalStack();
});

describe('envelope encryption through the KMS endpoint', () => {
  const context = { purpose: 'user-private-key', userId: 'u-1', keyId: 'k-1' };

  it('round-trips a secret and never stores it in clear', async () => {
    const secret = '-----BEGIN PRIVATE KEY-----\nMIIEv...\n-----END PRIVATE KEY-----';
    const sealed = await envelopeEncrypt(secret, context);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(Buffer.from(sealed, 'base64').toString()).not.toContain('PRIVATE KEY');
    expect((await envelopeDecrypt(sealed, context)).toString('utf8')).toBe(secret);
  });

  it('refuses to decrypt under another encryption context', async () => {
    const sealed = await envelopeEncrypt('totp-secret', context);
    await expect(envelopeDecrypt(sealed, { ...context, userId: 'u-2' })).rejects.toThrow();
  });

  it('detects tampering with the ciphertext', async () => {
    const sealed = await envelopeEncrypt('hello', context);
    const envelope = JSON.parse(Buffer.from(sealed, 'base64').toString());
    const c = Buffer.from(envelope.c, 'base64');
    c[0] = c[0]! ^ 0xff;
    envelope.c = c.toString('base64');
    await expect(
      envelopeDecrypt(Buffer.from(JSON.stringify(envelope)).toString('base64'), context),
    ).rejects.toThrow();
  });
});
