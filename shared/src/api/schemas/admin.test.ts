import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../domain/admin-messages';
import {
  deleteUserBodySchema,
  listUsersQuerySchema,
  updateDocumentTypeBodySchema,
  updateUserBodySchema,
} from './admin';

describe('admin schemas', () => {
  it('document-type limits: Max Pages 1-50, Max Files 1-20, whole numbers, at least one change', () => {
    for (const ok of [
      { maxPages: 1 },
      { maxPages: 50 },
      { maxNumberOfFiles: 1 },
      { maxNumberOfFiles: 20 },
      { isActive: false },
    ])
      expect(updateDocumentTypeBodySchema.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of [
      {},
      { maxPages: 0 },
      { maxPages: 51 },
      { maxPages: 2.5 },
      { maxNumberOfFiles: 0 },
      { maxNumberOfFiles: 21 },
      { isActive: 'yes' },
      { displayName: 'x' },
    ])
      expect(updateDocumentTypeBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('delete user needs a 6-digit code, with the spec message', () => {
    expect(deleteUserBodySchema.safeParse({ userId: 'u1', totpCode: '123456' }).success).toBe(true);
    for (const totpCode of ['', '12345', '1234567', 'abcdef', undefined]) {
      const r = deleteUserBodySchema.safeParse({ userId: 'u1', totpCode });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(ADMIN_MESSAGES.totpRequired);
    }
  });

  it('user update changes status or the edit permission, nothing else', () => {
    expect(updateUserBodySchema.safeParse({ userStatus: 'inactive' }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({ canEditStatements: false }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({}).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ userRole: 'admin' }).success).toBe(false);
  });

  it('user list: e-mail search is lower-cased, the page size bounded', () => {
    expect(listUsersQuerySchema.parse({ email: ' Ann@X ' })).toMatchObject({ email: 'ann@x', limit: 25 });
    expect(listUsersQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
