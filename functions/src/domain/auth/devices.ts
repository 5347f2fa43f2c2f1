// Trusted devices (issue 7, NIST SP 800-63B §5.2.2): a browser that completed a sign-in to an account
// (two-factor included) gets a long-lived random cookie; the table keeps only its SHA-256. Such a device
// signs in against its own attempt allowance, so someone who exhausts the account's limit from elsewhere
// cannot lock the owner out of the device they always use. It never skips the password or two-factor.
import { getTokenByHash, putToken } from '../../db/access/tokens';
import { clock } from '../../platform/clock';
import { hashToken, isSecureOrigin, newToken } from '../sessions/sessions';

export const DEVICE_COOKIE = 'dl_device';

/**
 * `__Secure-dl_device` where the cookie is Secure (only an https response may set it), plain locally.
 * Not `__Host-`: that prefix needs Path=/, and this cookie is scoped to /api/auth.
 */
export function deviceCookieName(): string {
  return isSecureOrigin() ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}
const DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** The device's hash when the cookie names a live trusted device of this user, else null. */
export async function trustedDeviceOf(token: string | undefined, userId: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const hash = hashToken(token);
  const record = await getTokenByHash(hash, clock.now());
  return record && record.purpose === 'trusted-device' && record.userId === userId ? hash : null;
}

/** Remembers this device for the user and returns its Set-Cookie value. */
export async function trustDevice(userId: string): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await putToken({
    tokenHash: hashToken(token),
    purpose: 'trusted-device',
    userId,
    createdAt: now,
    expiresAt: Math.floor((now + DEVICE_LIFETIME_MS) / 1000),
  });
  const parts = [
    `${deviceCookieName()}=${token}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.floor(DEVICE_LIFETIME_MS / 1000)}`,
  ];
  if (isSecureOrigin()) parts.push('Secure');
  return parts.join('; ');
}
