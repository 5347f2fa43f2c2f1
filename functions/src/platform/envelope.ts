// Envelope encryption through KMS (DESIGN §8): a fresh AES-256-GCM data key per secret, the data key
// wrapped by the KMS key with an encryption context that binds the ciphertext to its owner and purpose.
// Used to store users' RSA private keys and TOTP secrets.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, DescribeKeyCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { kmsClient } from './aws/kms';
import { getEnv } from './env';

export type EncryptionContext = Record<string, string>;

interface Envelope {
  v: 1;
  k: string; // wrapped data key, base64
  iv: string;
  t: string; // GCM tag
  c: string; // ciphertext
}

export async function envelopeEncrypt(
  plaintext: Uint8Array | string,
  context: EncryptionContext,
): Promise<string> {
  const { Plaintext, CiphertextBlob } = await kmsClient().send(
    new GenerateDataKeyCommand({
      KeyId: getEnv().KMS_KEY_ID,
      KeySpec: 'AES_256',
      EncryptionContext: context,
    }),
  );
  if (!Plaintext || !CiphertextBlob) throw new Error('KMS returned no data key');
  const dataKey = Buffer.from(Plaintext);
  try {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : Buffer.from(plaintext);
    const c = Buffer.concat([cipher.update(data), cipher.final()]);
    const envelope: Envelope = {
      v: 1,
      k: Buffer.from(CiphertextBlob).toString('base64'),
      iv: iv.toString('base64'),
      t: cipher.getAuthTag().toString('base64'),
      c: c.toString('base64'),
    };
    return Buffer.from(JSON.stringify(envelope)).toString('base64');
  } finally {
    dataKey.fill(0);
  }
}

export async function envelopeDecrypt(sealed: string, context: EncryptionContext): Promise<Buffer> {
  const envelope = JSON.parse(Buffer.from(sealed, 'base64').toString('utf8')) as Envelope;
  if (envelope.v !== 1) throw new Error('Unknown envelope version');
  // A wrong context makes KMS refuse to unwrap the data key (InvalidCiphertextException).
  const { Plaintext } = await kmsClient().send(
    new DecryptCommand({ CiphertextBlob: Buffer.from(envelope.k, 'base64'), EncryptionContext: context }),
  );
  if (!Plaintext) throw new Error('KMS returned no plaintext');
  const dataKey = Buffer.from(Plaintext);
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(envelope.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(envelope.t, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(envelope.c, 'base64')), decipher.final()]);
  } finally {
    dataKey.fill(0);
  }
}

export async function checkKeys(): Promise<void> {
  await kmsClient().send(new DescribeKeyCommand({ KeyId: getEnv().KMS_KEY_ID }));
}
