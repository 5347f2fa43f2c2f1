import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateAliasCommand,
  CreateKeyCommand,
  DecryptCommand,
  DescribeKeyCommand,
  EncryptCommand,
  GenerateDataKeyCommand,
  InvalidCiphertextException,
  KMSClient,
  ListAliasesCommand,
  NotFoundException,
} from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalKms } from './kms-local';
import { useLocalStack, type ProvidedLocalStack } from './test-env';

let stack: ProvidedLocalStack;
let kms: KMSClient;

beforeAll(() => {
  stack = useLocalStack();
  kms = new KMSClient({ region: stack.env.AWS_REGION, endpoint: stack.urls.kms });
});
afterAll(() => kms.destroy());

describe('local KMS through @aws-sdk/client-kms', () => {
  it('round-trips a data key under the stack key alias with its encryption context', async () => {
    const context = { userId: 'u-123', purpose: 'private-key' };
    const generated = await kms.send(
      new GenerateDataKeyCommand({
        KeyId: stack.env.KMS_KEY_ID,
        KeySpec: 'AES_256',
        EncryptionContext: context,
      }),
    );
    expect(generated.Plaintext?.length).toBe(32);
    expect(generated.KeyId).toMatch(/^arn:aws:kms:us-east-1:000000000000:key\/[0-9a-f-]{36}$/);
    // Context key order must not matter: it is canonicalised before it becomes the AAD.
    const decrypted = await kms.send(
      new DecryptCommand({
        CiphertextBlob: generated.CiphertextBlob,
        EncryptionContext: { purpose: 'private-key', userId: 'u-123' },
      }),
    );
    expect(Buffer.from(decrypted.Plaintext!).equals(Buffer.from(generated.Plaintext!))).toBe(true);
    expect(decrypted.KeyId).toBe(generated.KeyId);
  });

  it('refuses a blob presented with another encryption context', async () => {
    const encrypted = await kms.send(
      new EncryptCommand({
        KeyId: stack.env.KMS_KEY_ID,
        Plaintext: Buffer.from('secret'),
        EncryptionContext: { userId: 'a' },
      }),
    );
    const attempt = kms.send(
      new DecryptCommand({ CiphertextBlob: encrypted.CiphertextBlob, EncryptionContext: { userId: 'b' } }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidCiphertextException);
    const withoutContext = kms.send(new DecryptCommand({ CiphertextBlob: encrypted.CiphertextBlob }));
    await expect(withoutContext).rejects.toBeInstanceOf(InvalidCiphertextException);
  });

  it('refuses a tampered blob', async () => {
    const encrypted = await kms.send(
      new EncryptCommand({ KeyId: stack.env.KMS_KEY_ID, Plaintext: Buffer.from('secret') }),
    );
    const blob = Buffer.from(encrypted.CiphertextBlob!);
    blob[blob.length - 1] = (blob[blob.length - 1] ?? 0) ^ 0x01;
    await expect(kms.send(new DecryptCommand({ CiphertextBlob: blob }))).rejects.toBeInstanceOf(
      InvalidCiphertextException,
    );
  });

  it('describes the key behind the alias and lists the alias', async () => {
    const described = await kms.send(new DescribeKeyCommand({ KeyId: 'alias/docledger-local' }));
    expect(described.KeyMetadata?.Enabled).toBe(true);
    expect(described.KeyMetadata?.KeyUsage).toBe('ENCRYPT_DECRYPT');
    const aliases = await kms.send(new ListAliasesCommand({}));
    expect(aliases.Aliases?.find((a) => a.AliasName === 'alias/docledger-local')?.TargetKeyId).toBe(
      described.KeyMetadata?.KeyId,
    );
  });

  it('answers NotFoundException for an unknown key', async () => {
    await expect(kms.send(new DescribeKeyCommand({ KeyId: 'alias/does-not-exist' }))).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });
});

describe('local KMS key file', () => {
  it('keeps keys in a 0600 file and decrypts after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kms-'));
    try {
      const first = await startLocalKms({ dataDir, region: 'us-east-1' });
      const client = new KMSClient({ region: 'us-east-1', endpoint: first.endpoint });
      const key = await client.send(new CreateKeyCommand({ Description: 'test' }));
      await client.send(
        new CreateAliasCommand({ AliasName: 'alias/test', TargetKeyId: key.KeyMetadata!.KeyId! }),
      );
      const encrypted = await client.send(
        new EncryptCommand({
          KeyId: 'alias/test',
          Plaintext: Buffer.from('kept'),
          EncryptionContext: { k: 'v' },
        }),
      );
      await first.stop();
      expect(statSync(join(dataDir, 'kms', 'keys.json')).mode & 0o777).toBe(0o600);

      const second = await startLocalKms({ dataDir, region: 'us-east-1' });
      const client2 = new KMSClient({ region: 'us-east-1', endpoint: second.endpoint });
      const decrypted = await client2.send(
        new DecryptCommand({ CiphertextBlob: encrypted.CiphertextBlob, EncryptionContext: { k: 'v' } }),
      );
      expect(Buffer.from(decrypted.Plaintext!).toString()).toBe('kept');
      client.destroy();
      client2.destroy();
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
