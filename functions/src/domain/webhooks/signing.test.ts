import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  REPLAY_WINDOW_SECONDS,
  signatureOf,
  signedHeaders,
  verifySignature,
} from './signing';

const token = 'a-long-shared-webhook-token-0123456789';

describe('webhook signature', () => {
  it('is HMAC-SHA256 over "<timestamp>.<body>" keyed by the token (vector from openssl)', () => {
    // printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'a-long-shared-webhook-token-0123456789'
    expect(signatureOf(token, 1_700_000_000, '{"a":1}')).toBe(
      'v1=f9cafb35b3e154e56963a58a2605ed80c611415e799a159331c1fff1fbb98a69',
    );
  });

  it('carries the bearer token, timestamp, signature, event type and delivery id', () => {
    const h = signedHeaders({
      token,
      body: '{}',
      timestamp: 5,
      eventType: 'document.completed',
      eventId: 'evt_1',
    });
    expect(h.authorization).toBe(`Bearer ${token}`);
    expect(h['x-docledger-timestamp']).toBe('5');
    expect(h['x-docledger-signature']).toBe(signatureOf(token, 5, '{}'));
    expect(h['x-docledger-event']).toBe('document.completed');
    expect(h['x-docledger-delivery']).toBe('evt_1');
  });

  it('verifies inside the replay window and refuses tampering, other tokens and old timestamps', () => {
    const body = '{"type":"document.completed"}';
    const ts = 1_700_000_000;
    const signature = signatureOf(token, ts, body);
    const ok = { token, timestamp: String(ts), signature, body, nowSeconds: ts + 10 };
    expect(verifySignature(ok)).toBe(true);
    expect(verifySignature({ ...ok, body: body.replace('completed', 'failed') })).toBe(false);
    expect(verifySignature({ ...ok, token: `${token}x` })).toBe(false);
    expect(verifySignature({ ...ok, timestamp: String(ts + 1) })).toBe(false);
    expect(verifySignature({ ...ok, nowSeconds: ts + REPLAY_WINDOW_SECONDS + 1 })).toBe(false);
    expect(verifySignature({ ...ok, signature: undefined })).toBe(false);
  });
});

describe('encrypted payload envelope', () => {
  it('round-trips with the same token and fails with another token or a changed ciphertext', () => {
    const json = JSON.stringify({ id: 'evt_1', type: 'document.failed' });
    const envelope = encryptPayload(token, json);
    expect(envelope).toMatchObject({ encrypted: true, alg: 'A256GCM', kdf: 'HKDF-SHA256' });
    expect(JSON.stringify(envelope)).not.toContain('document.failed');
    expect(decryptPayload(token, envelope)).toBe(json);
    expect(() => decryptPayload(`${token}x`, envelope)).toThrow();
    const flipped = Buffer.from(envelope.ciphertext, 'base64');
    flipped[0]! ^= 1;
    expect(() => decryptPayload(token, { ...envelope, ciphertext: flipped.toString('base64') })).toThrow();
  });

  it('uses a fresh IV per payload', () => {
    expect(encryptPayload(token, '{}').iv).not.toBe(encryptPayload(token, '{}').iv);
  });
});
