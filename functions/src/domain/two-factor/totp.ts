// TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps), accepted one step either side of now.
import { generateSecret, generateURI, verify } from 'otplib';
import { COMPANY } from '@docledger/shared/domain/limits';

export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(accountLabel: string, secret: string): string {
  return generateURI({ issuer: COMPANY.name, label: accountLabel, secret });
}

/** The time step the code matched (so the caller can refuse its reuse), or null. */
export async function matchTotp(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  if (!result.valid) return null;
  return Math.floor(Math.floor(nowMs / 1000) / TOTP_PERIOD_SECONDS) + result.delta;
}
