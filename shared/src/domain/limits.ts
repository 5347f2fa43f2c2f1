// Every number of the three spec parts' §9, in one place.
export const SESSION = {
  idleTimeoutMs: 20 * 60 * 1000,
  absoluteLifetimeMs: 12 * 60 * 60 * 1000,
  warningBeforeMs: 60 * 1000,
  activityThrottleMs: 1000,
  /** Half-session between a correct password and the two-factor code. */
  twoFactorPendingMs: 5 * 60 * 1000,
} as const;

export const PASSWORD = { minLength: 8 } as const;

export const TWO_FACTOR = {
  codeLength: 6,
  backupCodeCount: 10,
  maxFailedAttempts: 5,
  lockoutMs: 5 * 60 * 1000,
  reminderWaitMs: 5000,
} as const;

export const TOKENS = {
  resetPasswordTtlMs: 60 * 60 * 1000,
  verifyEmailTtlMs: 24 * 60 * 60 * 1000,
} as const;

export const UI_DELAYS = {
  redirectAfterRegisterMs: 2000,
  redirectAfterResetMs: 3000,
  copyConfirmationMs: 2000,
  clientSwitchCountdownMs: 3000,
  toastDurationMs: 5000,
  uploadErrorToastMs: 6000,
  toastSwipeThresholdPx: 50,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  mobileBreakpointPx: 768,
  toastMaxWidthPx: 420,
} as const;

export const ENCRYPTION_KEYS = {
  sizes: [2048, 4096] as const,
  defaultSize: 4096,
  /** The spec's names; they mean RSA-OAEP with SHA-256 / SHA-512 (DESIGN §8). */
  algorithms: ['RSA-256', 'RSA-512'] as const,
  defaultAlgorithm: 'RSA-256',
  idTruncateList: 12,
  idTruncateDialog: 24,
} as const;

export const UPLOADS = {
  maxFileBytes: 10 * 1024 * 1024,
  recommendedMaxBytes: 5 * 1024 * 1024,
  allowedContentTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  progressTickPoints: 10,
  progressTickMs: 200,
  progressCap: 90,
  cameraJpegQuality: 0.9,
} as const;

export const DOCUMENTS = {
  pollIntervalMs: 3000,
  stuckWarningMs: 2 * 60 * 1000,
  dashboardWindowMonths: 3,
  descriptionTruncate: 100,
  freeDocuments: 10,
} as const;

export const PRICING = {
  individualMonthlyUsd: 10,
  individualFreeDocuments: 10,
  firmBaseMonthlyUsd: 40,
  firmPerAdditionalCpaUsd: 5,
  firmFreeMonths: 1,
  referralFreeMonthsPerConversion: 1,
} as const;

/** Firm price of part 3 §9: 40 + 5 × (members − 1). */
export function firmMonthlyPrice(members: number): number {
  return PRICING.firmBaseMonthlyUsd + PRICING.firmPerAdditionalCpaUsd * Math.max(0, members - 1);
}

export const CPA = {
  delegatedPreviewCount: 3,
  firmSearchMinChars: 2,
  licenseStateLength: 2,
  approvalExpiryDays: { default: 365, min: 1, max: 3650 },
  reviewBusinessDays: '1-3',
} as const;

export const CONFIDENCE_THRESHOLDS = {
  bank: { success: 95, warning: 85 },
  creditCard: { success: 85, warning: 70 },
  default: { success: 85, warning: 70 },
} as const;

export const COMPANY = {
  name: 'DocLedger',
  copyrightYear: 2025,
  supportEmail: 'support@docledger.app',
  supportHours: 'Monday to Friday, 9:00 AM - 6:00 PM EST',
  defaultModelLabel: 'Anthropic Claude Vision',
} as const;
