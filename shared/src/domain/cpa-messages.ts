// The spec's messages of part 3 §5 and §8, word for word; backend validation and the frontend's
// toasts both read them from here so they cannot drift.

/** Validation messages (part 3 §5): what the server answers and the form shows under the field. */
export const CPA_VALIDATION = {
  clientEmailRequired: 'Please enter a client email address',
  refereeEmailRequired: 'Please enter a client email address',
  firmNameRequired: 'Firm name is required',
  searchTooShort: 'Please enter at least 2 characters',
  noFirmSelected: 'Please select a firm first',
  inviteEmailRequired: 'Email is required',
  licenseNumberRequired: 'License number is required',
  licenseStateRequired: 'License state is required',
  licenseStateLength: 'License state must be 2 letters',
  licenseExpirationPast: 'Expiration date cannot be earlier than today',
  rejectionReasonRequired: 'Please provide a rejection reason.',
  moreInfoRequired: 'Please specify what information is needed.',
} as const;

/** Toast titles that go with the validation messages above (part 3 §5). */
export const CPA_VALIDATION_TITLES = {
  emailRequired: 'Email required',
  validationError: 'Validation error',
  searchTooShort: 'Search query too short',
  noFirmSelected: 'No firm selected',
} as const;

/** Error toasts (part 3 §8): title and fallback message when the server sends none. */
export const CPA_ERROR_TOASTS = {
  accessRequest: { title: 'Request failed', fallback: 'Failed to send access request' },
  referral: { title: 'Referral failed', fallback: 'Failed to send referral invitation' },
  createFirm: { title: 'Creation failed', fallback: 'Failed to create firm' },
  updateFirm: { title: 'Update failed', fallback: 'Failed to update firm' },
  leaveFirm: { title: 'Leave failed', fallback: 'Failed to leave firm' },
  searchFirms: { title: 'Search failed', fallback: 'Failed to search firms' },
  joinRequest: { title: 'Request failed', fallback: 'Failed to send join request' },
  invitation: { title: 'Invitation failed', fallback: 'Failed to send invitation' },
  acceptInvitation: { title: 'Accept failed', fallback: 'Failed to accept invitation' },
  declineInvitation: { title: 'Decline failed', fallback: 'Failed to decline invitation' },
  approveJoin: { title: 'Approval failed', fallback: 'Failed to approve request' },
  denyJoin: { title: 'Deny failed', fallback: 'Failed to deny request' },
  clientUpdate: { title: 'Request failed', fallback: 'Failed to update access request' },
  revoke: { title: 'Revoke failed', fallback: 'Failed to revoke access' },
  startVerification: { title: 'Error', fallback: 'Failed to start verification process.' },
  submitVerification: { title: 'Submission Failed', fallback: 'Failed to submit verification.' },
  upload: {
    title: 'Upload Failed',
    fallback: 'Failed to upload document.',
    detailsTitle: 'Validation Failed',
  },
} as const;

/** Server answers of the CPA area that the UI shows as they are. */
export const CPA_MESSAGES = {
  verificationRequired: 'CPA verification is required to use this feature',
  cpaOnly: 'This feature is for CPA accounts',
  notAClientAccount: 'No client account was found for this email address',
  cannotRequestSelf: 'You cannot request access to your own account',
  alreadyHasAccess: 'You already have access to this client',
  requestAlreadyPending: 'An access request to this client is already pending',
  accessRequestSent: 'Access request sent',
  accessRequestUpdated: 'Access request updated',
  requestAlreadyDecided: 'This request has already been answered',
  accessRevoked: 'Access revoked',
  alreadyInFirm: 'You are already a member of a firm',
  notInFirm: 'You are not a member of a firm',
  notFirmMember: 'Only members of this firm can do this',
  firmCreated: 'Firm created',
  firmUpdated: 'Firm updated',
  leftFirm: 'You have left the firm',
  joinRequestSent: 'Join request sent',
  joinRequestPending: 'You already asked to join this firm',
  invitationSent: 'Invitation sent',
  invitationWarningNotVerified:
    'This email does not belong to a verified CPA yet. They can accept once their CPA verification is approved.',
  alreadyMember: 'This CPA is already a member of your firm',
  invitationPending: 'An invitation to this email is already pending',
  invitationNotForYou: 'This invitation was sent to another email address',
  invitationExpired: 'This invitation has expired',
  invitationAnswered: 'This invitation has already been answered',
  mustBeVerifiedToAccept: 'Only verified CPAs can accept firm invitations',
  invitationAccepted: 'You have joined the firm',
  invitationDeclined: 'Invitation declined',
  joinApproved: 'Join request approved',
  joinDenied: 'Join request denied',
  joinAnswered: 'This join request has already been answered',
  referralSent: 'Referral invitation sent',
  referralAlreadySent: 'You have already referred this email address',
  referralExistingUser: 'This email already has an account and cannot be referred',
  cannotReferSelf: 'You cannot refer yourself',
  verificationStarted: 'Verification started',
  verificationNotEditable: 'This verification can no longer be changed',
  verificationSubmitted: 'Verification submitted. Review usually takes 1-3 business days.',
  frontIdMissing: 'Please upload the front of your government ID',
  selfieMissing: 'Please upload a selfie photo',
  licenseMissing: 'Please upload your business license',
  imageTypesOnly: 'Only JPEG and PNG images are accepted',
  imageOrPdfOnly: 'Only JPEG, PNG or PDF files are accepted',
  fileTooLarge: 'The file is larger than 10 MB',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookNotConfigured: 'Billing webhook is not configured',
} as const;

/** Status labels of the verification (part 3 §4). */
export const VERIFICATION_STATUS_LABELS = {
  unverified: 'Not Started',
  draft: 'In Progress',
  submitted: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  needs_more_info: 'More Information Needed',
  expired: 'Expired',
} as const;
