// RSA-OAEP key pairs (DESIGN §8): the spec's "RSA-256"/"RSA-512" name the OAEP hash.
import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';

const generateKeyPairAsync = promisify(generateKeyPair);

export const OAEP_HASH: Record<KeyAlgorithm, 'sha256' | 'sha512'> = {
  'RSA-256': 'sha256',
  'RSA-512': 'sha512',
};
export const KEY_SIZES = [2048, 4096] as const;
export type KeySize = (typeof KEY_SIZES)[number];

export interface PemPair {
  publicKey: string;
  privateKey: string;
}

export async function generateRsaPair(keySize: KeySize): Promise<PemPair> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: keySize,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

export class KeyImportError extends Error {}

/**
 * Parses and checks an imported PEM pair: both RSA, unencrypted, 2048 or 4096 bits, and a matching pair
 * (an OAEP round trip with the chosen hash). Returns the keys re-encoded as SPKI/PKCS#8 PEM.
 */
export function validateImportedPair(
  input: PemPair,
  algorithm: KeyAlgorithm,
): PemPair & { keySize: KeySize } {
  let pub: KeyObject;
  let priv: KeyObject;
  try {
    pub = createPublicKey({ key: input.publicKey.trim(), format: 'pem' });
    priv = createPrivateKey({ key: input.privateKey.trim(), format: 'pem' });
  } catch {
    throw new KeyImportError('The keys are not valid unencrypted PEM.');
  }
  // createPublicKey also accepts a private key PEM; the public field must really be a public key.
  if (/PRIVATE KEY/.test(input.publicKey))
    throw new KeyImportError('The public key field holds a private key.');
  if (pub.asymmetricKeyType !== 'rsa' || priv.asymmetricKeyType !== 'rsa')
    throw new KeyImportError('Only RSA keys are supported.');
  const bits = pub.asymmetricKeyDetails?.modulusLength;
  if (bits !== 2048 && bits !== 4096) throw new KeyImportError('Only 2048 or 4096-bit keys are supported.');
  if (priv.asymmetricKeyDetails?.modulusLength !== bits)
    throw new KeyImportError('The public and private keys do not match.');
  const probe = randomBytes(32);
  const oaepHash = OAEP_HASH[algorithm];
  try {
    const sealed = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, probe);
    const opened = privateDecrypt({ key: priv, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, sealed);
    if (!opened.equals(probe)) throw new Error('mismatch');
  } catch {
    throw new KeyImportError('The public and private keys do not match.');
  }
  return {
    publicKey: pub.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: priv.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keySize: bits,
  };
}
