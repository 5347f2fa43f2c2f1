import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyImportError, validateImportedPair } from './rsa';

function rsa(bits: number, format: 'pkcs1' | 'spki-pkcs8' = 'spki-pkcs8') {
  return generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: format === 'pkcs1' ? 'pkcs1' : 'spki', format: 'pem' },
    privateKeyEncoding: { type: format === 'pkcs1' ? 'pkcs1' : 'pkcs8', format: 'pem' },
  });
}

describe('validateImportedPair', () => {
  const pair = rsa(2048);

  it('accepts a matching 2048-bit pair for both OAEP hashes and normalises to SPKI/PKCS#8', () => {
    for (const algorithm of ['RSA-256', 'RSA-512'] as const) {
      const checked = validateImportedPair(pair, algorithm);
      expect(checked.keySize).toBe(2048);
      expect(checked.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      expect(checked.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    }
  });

  it('accepts PKCS#1 PEM and re-encodes it', () => {
    const checked = validateImportedPair(rsa(2048, 'pkcs1'), 'RSA-256');
    expect(checked.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('refuses a mismatched pair, a 1024-bit key, an EC key and text that is not PEM', () => {
    const other = rsa(2048);
    const small = rsa(1024);
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(() =>
      validateImportedPair({ publicKey: pair.publicKey, privateKey: other.privateKey }, 'RSA-256'),
    ).toThrow(/do not match/);
    expect(() => validateImportedPair(small, 'RSA-256')).toThrow(/2048 or 4096/);
    expect(() => validateImportedPair(ec, 'RSA-256')).toThrow(/Only RSA/);
    expect(() => validateImportedPair({ publicKey: 'abc', privateKey: 'def' }, 'RSA-256')).toThrow(
      KeyImportError,
    );
    expect(() =>
      validateImportedPair({ publicKey: pair.privateKey, privateKey: pair.privateKey }, 'RSA-256'),
    ).toThrow(/private key/);
  });
});
