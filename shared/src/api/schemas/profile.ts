// Profile, account summary and contact (spec part 1 §3, §5, §7).
import * as z from 'zod';
import { ACCOUNT_TIERS, USER_ROLES } from '../../domain/roles';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';
import { emailSchema } from './auth';

export { currentUserSchema } from './auth';

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.fieldTooLong);
/** Optional profile fields: a blank value clears the field (stored as absent, read back as null). */
const optionalText = (max = 100) => z.string().trim().max(max, M.fieldTooLong).nullish();

export const updateProfileBodySchema = z.object({
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  phone: optionalText(40),
  address: optionalText(200),
  city: optionalText(),
  state: optionalText(),
  zipCode: optionalText(20),
  country: optionalText(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export const profileFormSchema = updateProfileBodySchema;

/**
 * GET /api/user/account-summary: what the profile page needs beyond /api/auth/me
 * (docs/decisions/003-accounts-and-keys.md).
 */
export const accountSummarySchema = z.object({
  userRole: z.enum(USER_ROLES),
  accountTier: z.enum(ACCOUNT_TIERS),
  /** Documents the user owns. */
  documentCount: z.number().int().min(0),
  /** Free documents of the individual plan (10); null for CPAs, admins and paid tiers. */
  freeDocumentLimit: z.number().int().nullable(),
  freeDocumentsRemaining: z.number().int().min(0).nullable(),
  twoFactorEnabled: z.boolean(),
  encryptionKeyCount: z.number().int().min(0),
  hasActiveKey: z.boolean(),
  emailVerified: z.boolean(),
  memberSince: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const contactBodySchema = z.object({
  name: requiredText(M.nameRequired),
  email: emailSchema,
  subject: requiredText(M.subjectRequired, 200),
  message: requiredText(M.messageRequired, 5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export const contactFormSchema = contactBodySchema;
