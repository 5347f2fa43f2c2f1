// The admin dashboard's words (spec part 3 §5, §8), shared by the server and the /admin page.
export const ADMIN_MESSAGES = {
  totpRequired: 'Please enter your 2FA code',
  rejectionReasonRequired: 'Please provide a rejection reason.',
  moreInfoRequired: 'Please specify what information is needed.',
  userUpdateFailed: 'Unable to update user settings. Please try again.',
  documentTypeUpdateFailed: 'Unable to update document type settings. Please try again.',
  webhookTestFailed: 'Unable to reach webhook endpoint.',
  imageUnavailable: 'Image unavailable',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userNotFound: 'User not found',
  twoFactorNotConfigured: 'Two-factor authentication is not configured for your account.',
  userDeleted: 'User deleted',
} as const;

/** The delete-user error types of part 3 §8, carried in `details.errorType`. */
export const DELETE_USER_ERROR_TYPES = [
  'invalid_totp',
  'rate_limited',
  '2fa_not_configured',
  'user_not_found',
  'validation_error',
  'server_error',
] as const;
export type DeleteUserErrorType = (typeof DELETE_USER_ERROR_TYPES)[number];
