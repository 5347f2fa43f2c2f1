// Webhook request authentication and payload encryption (decision 093, docs/webhooks.md). The admin's
// auth token is the shared secret: sent as the bearer token, the HMAC-SHA256 key of the signature over
// `<timestamp>.<body>`, and — through HKDF-SHA256 — the AES-256-GCM key of the encrypted envelope.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const SIGNATURE_HEADER = 'x-docledger-signature';
export const TIMESTAMP_HEADER = 'x-docledger-timestamp';
export const EVENT_HEADER = 'x-docledger-event';
export const DELIVERY_HEADER = 'x-docledger-delivery';
/** Receivers refuse a timestamp further than this from their clock (replay window). */
export const REPLAY_WINDOW_SECONDS = 300;

const HKDF_SALT = 'docledger-webhooks';
const HKDF_INFO = 'docledger-webhook-payload-v1';

export function signatureOf(token: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', token).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function signedHeaders(input: {
  token: string;
  body: string;
  timestamp: number;
  eventType: string;
  eventId: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'DocLedger-Webhooks/1',
    authorization: `Bearer ${input.token}`,
    [TIMESTAMP_HEADER]: String(input.timestamp),
    [SIGNATURE_HEADER]: signatureOf(input.token, input.timestamp, input.body),
    [EVENT_HEADER]: input.eventType,
    [DELIVERY_HEADER]: input.eventId,
  };
}

/** The receiver's check (docs/webhooks.md shows the same steps): signature first, then the window. */
export function verifySignature(input: {
  token: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  nowSeconds: number;
}): boolean {
  const ts = Number(input.timestamp);
  if (!input.timestamp || !Number.isInteger(ts) || !input.signature) return false;
  const expected = Buffer.from(signatureOf(input.token, ts, input.body));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Math.abs(input.nowSeconds - ts) <= REPLAY_WINDOW_SECONDS;
}

export function payloadKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, HKDF_SALT, HKDF_INFO, 32));
}

export interface EncryptedEnvelope {
  encrypted: true;
  alg: 'A256GCM';
  kdf: 'HKDF-SHA256';
  iv: string;
  ciphertext: string;
  tag: string;
}

export function encryptPayload(token: string, json: string): EncryptedEnvelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', payloadKey(token), iv);
  const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return {
    encrypted: true,
    alg: 'A256GCM',
    kdf: 'HKDF-SHA256',
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** The receiver's decryption (docs/webhooks.md); throws when the tag does not verify. */
export function decryptPayload(token: string, envelope: EncryptedEnvelope): string {
  const decipher = createDecipheriv('aes-256-gcm', payloadKey(token), Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
