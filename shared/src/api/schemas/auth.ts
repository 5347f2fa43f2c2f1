// Accounts, sessions and two-factor (spec part 1 §3, §5, §7). The *BodySchema objects are the API
// contract; the *FormSchema objects add the client-only fields (confirmPassword) for the frontend forms.
import * as z from 'zod';
import { REGISTRATION_USER_TYPES, USER_ROLES, ACCOUNT_TIERS, USER_STATUSES } from '../../domain/roles';
import { PASSWORD, TWO_FACTOR } from '../../domain/limits';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';

const PASSWORD_MAX = 256;

export const emailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/** A password being chosen: length rules of the spec (the common-password check runs on the server). */
export const newPasswordSchema = z
  .string({ error: M.passwordMin })
  .min(PASSWORD.minLength, M.passwordMin)
  .max(PASSWORD_MAX, M.passwordMax);

/** A password being presented: only required (old accounts may predate today's rules). */
export const existingPasswordSchema = (required: string = M.passwordRequired) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, M.passwordMax);

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, M.fieldTooLong);

/** Login: optional, at most 6 characters (part 1 §5); digits only. */
export const optionalTotpCodeSchema = z
  .string()
  .trim()
  .max(TWO_FACTOR.codeLength, M.totpCodeMax)
  .regex(/^\d*$/, M.totpCodeDigits)
  .optional();

/** Two-factor verify: digits only, exactly 6 to submit (part 1 §5). */
export const totpCodeSchema = z
  .string({ error: M.totpCodeLength })
  .trim()
  .max(TWO_FACTOR.codeLength, M.totpCodeMax)
  .regex(/^\d*$/, M.totpCodeDigits)
  .length(TWO_FACTOR.codeLength, M.totpCodeLength);

// ---- session and current user ----

export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userRole: z.enum(USER_ROLES),
  canEditStatements: z.boolean(),
  verificationStatus: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/auth/me and PATCH /api/user/profile (part 1 §3 "Current user"). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  userRole: z.enum(USER_ROLES),
  accountTier: z.enum(ACCOUNT_TIERS),
  twoFactorEnabled: z.boolean(),
  /** CPAs: 'unverified' until approved (part 3); null for other roles. */
  verificationStatus: z.string().nullable(),
  userStatus: z.enum(USER_STATUSES),
  canEditStatements: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---- register ----

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredName(M.firstNameRequired),
  lastName: requiredName(M.lastNameRequired),
  userType: z.enum(REGISTRATION_USER_TYPES, { error: M.accountTypeRequired }),
  agreedToPrivacyPolicy: z.literal(true, { error: M.privacyPolicyRequired }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string({ error: M.confirmPasswordRequired }) })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Only a message: the same answer whether or not the address already had an account (no enumeration). */
export const registerResponseSchema = z.object({ message: z.string() });

// ---- login ----

export const loginBodySchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema(),
  totpCode: optionalTotpCodeSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginFormSchema = loginBodySchema;

export const loginUserSchema = z.object({
  firstName: z.string(),
  userRole: z.enum(USER_ROLES),
  verificationStatus: z.string().nullable(),
});
/** Either the second step is needed (a two-factor-pending cookie is set) or the user is signed in. */
export const loginResponseSchema = z.union([
  z.object({ requires2FA: z.literal(true) }),
  z.object({ user: loginUserSchema }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---- e-mail verification, forgotten and changed passwords ----

export const emailBodySchema = z.object({ email: emailSchema });
export const resendVerificationBodySchema = emailBodySchema;
export const forgotPasswordBodySchema = emailBodySchema;
export const forgotPasswordFormSchema = forgotPasswordBodySchema;

const tokenSchema = z
  .string({ error: M.tokenRequired })
  .trim()
  .min(1, M.tokenRequired)
  .max(200, M.tokenRequired);
export const verifyEmailBodySchema = z.object({ token: tokenSchema });

export const resetPasswordBodySchema = z.object({ token: tokenSchema, newPassword: newPasswordSchema });
/** The reset screen's form: the token comes from the URL, not from the form. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string({ error: M.confirmPasswordRequired }) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const changePasswordBodySchema = z.object({
  currentPassword: existingPasswordSchema(M.currentPasswordRequired),
  newPassword: newPasswordSchema,
});
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });

// ---- two-factor ----

export const setupTwoFactorResponseSchema = z.object({
  /** data: URL of a PNG QR code of the otpauth:// URI. */
  qrCode: z.string(),
  /** Base32 secret for manual entry. */
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type SetupTwoFactorResponse = z.infer<typeof setupTwoFactorResponseSchema>;

export const verifyTwoFactorBodySchema = z.object({ totpCode: totpCodeSchema });
export const verifyTwoFactorFormSchema = verifyTwoFactorBodySchema;
export const verifyTwoFactorResponseSchema = z.object({ message: z.string(), twoFactorEnabled: z.boolean() });

export const backupCodeSchema = z.string().regex(/^\d{6}$/, 'Backup codes are 6 digits');
export const emailBackupCodesBodySchema = z.object({
  backupCodes: z.array(backupCodeSchema).min(1).max(TWO_FACTOR.backupCodeCount),
});

/**
 * Re-authentication for factor changes (issue 7): the current password, and a current TOTP code or a
 * backup code while two-factor is on (the server says which is missing in `details.fields`).
 */
export const reauthBodySchema = z.object({
  currentPassword: existingPasswordSchema(M.currentPasswordRequired),
  totpCode: optionalTotpCodeSchema,
});
export type ReauthBody = z.infer<typeof reauthBodySchema>;
/**
 * Changing the e-mail address (decision 011): the new address plus re-authentication (the current
 * password, and a current or backup code while two-factor is on).
 */
export const changeEmailBodySchema = reauthBodySchema.extend({ newEmail: emailSchema });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
/** The link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({ token: tokenSchema });
export const setupTwoFactorBodySchema = reauthBodySchema;
export const disableTwoFactorBodySchema = reauthBodySchema;
export const disableTwoFactorResponseSchema = z.object({
  message: z.string(),
  twoFactorEnabled: z.boolean(),
});

export const twoFactorReminderResponseSchema = z.object({ showReminder: z.boolean() });

/**
 * Wrong-code answers carry `details.attemptsRemaining`; when locked, `details.lockedUntil` (ISO time).
 */
export const twoFactorFailureDetailsSchema = z.object({
  attemptsRemaining: z.number().int().min(0),
  lockedUntil: z.string().optional(),
});
