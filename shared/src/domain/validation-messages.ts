// The spec's validation and error messages (part 1 §5 and §8), word for word where the spec gives them.
// The zod schemas of the backend and the frontend forms both read them from here, so they cannot drift.
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  confirmPasswordRequired: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  accountTypeRequired: 'Please select an account type',
  privacyPolicyRequired: 'You must agree to the privacy policy',
  totpCodeMax: 'Authentication code must be at most 6 digits',
  totpCodeDigits: 'Authentication code must contain digits only',
  totpCodeLength: 'Authentication code must be 6 digits',
  // The spec only says these contact fields are required; the wording follows its other "required" messages.
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  tokenRequired: 'Token is required',
  // Not in the spec: limits that keep hashing and storage bounded.
  passwordMax: 'Password must be at most 256 characters',
  fieldTooLong: 'This field is too long',
  // DESIGN §8: the most common passwords are refused (server side only: the list stays out of the bundle).
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  keysMissingTitle: 'Missing Keys',
  keysMissing: 'Please provide both public and private keys.',
} as const;

/** Server answers whose text the spec's screens react to (part 1 §4, §8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  /** The login screen shows the resend panel when a 403's message contains "verify your email". */
  emailNotVerified: 'Please verify your email address before signing in.',
  accountInactive: 'This account is not active. Please contact support.',
  invalidTotp: 'Invalid code. Please check and try again.',
  twoFactorLocked: 'Too many invalid codes. Two-factor authentication is locked for 5 minutes.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  verificationSent:
    'If an account with that email exists and is not yet verified, a new verification email has been sent.',
  emailVerified: 'Your email has been verified. You can now sign in.',
  emailAlreadyVerified: 'Your email address is already verified. You can sign in.',
  emailVerificationFailed: 'Email verification failed. The link is invalid or has expired.',
  resetSent: 'If an account with that email exists, a password reset link has been sent.',
  resetDone: 'Your password has been reset. You can now sign in.',
  resetFailed: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  loggedOut: 'Logged out',
  twoFactorEnabled: 'Two-factor authentication is now enabled.',
  twoFactorNoSetup: 'Start two-factor setup first.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled on this account.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled on this account.',
  twoFactorDisabled: 'Two-factor authentication is now turned off. Other sessions have been signed out.',
  reauthCodeRequired: 'Enter a code from your authenticator app or one of your backup codes.',
  tooManyRequests: 'Too many requests. Please wait a while and try again.',
  backupCodesSent: 'Your backup codes have been sent to your email address.',
  contactSent: "Thank you for your message. We'll get back to you within 24 hours.",
  /** Same answer whether or not the new address already has an account (decision 011). */
  emailChangeRequested:
    'We sent a confirmation link to your new email address. Your address changes when you open it.',
  emailChangeSameAddress: 'The new email address must be different from your current one',
  emailChanged: 'Your email address has been changed. Please sign in with your new address.',
  emailChangeFailed: 'This email change link is invalid or has expired.',
} as const;

export const KEY_MESSAGES = {
  generated: 'A new key pair was generated and is now your active key.',
  imported: 'Your key pair was imported and is now your active key.',
  importFailed: 'Unable to import encryption keys.',
  deleted: 'Encryption key deleted.',
  notFound: 'Encryption key not found',
  noActiveKey: 'No active key found',
  activeKeyNotDeletable: 'The active key cannot be deleted. Generate or import a new key first.',
  inUseNeedsForce:
    'This key still protects encrypted documents. Deleting it makes their sensitive fields unreadable. Confirm with force to delete anyway.',
} as const;
