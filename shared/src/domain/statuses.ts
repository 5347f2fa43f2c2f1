// Processing states of spec part 2 §4 and CPA/firm states of part 3 §4.
export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** Label in the documents table (part 2 §4: pending shows as Waiting there, Pending in the badge). */
export const PROCESSING_STATUS_TABLE_LABELS: Record<ProcessingStatus, string> = {
  pending: 'Waiting',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
export const PROCESSING_STATUS_BADGE_LABELS: Record<ProcessingStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const CPA_VERIFICATION_STATUSES = [
  'unverified',
  'draft',
  'submitted',
  'approved',
  'rejected',
  'needs_more_info',
  'expired',
] as const;
export type CpaVerificationStatus = (typeof CPA_VERIFICATION_STATUSES)[number];

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export const REFERRAL_STATUSES = ['pending', 'signed_up', 'converted', 'expired', 'ineligible'] as const;
export const FIRM_INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export const ARTIFACT_TYPES = [
  'government_id_front',
  'government_id_back',
  'selfie_photo',
  'business_license',
] as const;
