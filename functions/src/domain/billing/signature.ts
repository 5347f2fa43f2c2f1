// Stripe-compatible webhook signatures: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, payload: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** True when one of the header's v1 signatures matches and its timestamp is within the tolerance. */
export function verifySignature(
  secret: string,
  payload: string,
  header: string | undefined,
  nowSeconds: number,
): boolean {
  if (!header || header.length > 2000) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest();
  return parts
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}
