// Roles of spec part 1 §3 / §6.
export const USER_ROLES = ['admin', 'business_cpa', 'client', 'individual'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles a visitor may choose at registration (part 1 §3). */
export const REGISTRATION_USER_TYPES = ['individual', 'business_cpa'] as const;

export const ACCOUNT_TIERS = ['free', 'premium'] as const;
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrator',
  business_cpa: 'Business CPA',
  client: 'Client',
  individual: 'Individual',
};
