import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { generateBackupCodes, hashBackupCodes } from './backup-codes';

describe('backup codes', () => {
  it('are 10 distinct 6-digit codes', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
  });

  it('are stored as salted argon2id hashes that verify only the right code', async () => {
    const codes = generateBackupCodes();
    const hashes = await hashBackupCodes(codes);
    expect(hashes[0]).toMatch(/^\$argon2id\$/);
    expect(hashes[0]).not.toContain(codes[0]);
    expect(await verify(hashes[0]!, codes[0]!)).toBe(true);
    expect(await verify(hashes[0]!, codes[1]!)).toBe(false);
  });
});
