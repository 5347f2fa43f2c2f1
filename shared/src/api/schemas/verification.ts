// CPA identity verification (spec part 3 §2, §3, §4, §5, §7).
import * as z from 'zod';
import { CPA_MESSAGES, CPA_VALIDATION as V } from '../../domain/cpa-messages';
import { CPA, UPLOADS } from '../../domain/limits';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';

export const VERIFICATION_STATUSES = [
  'unverified',
  'draft',
  'submitted',
  'approved',
  'rejected',
  'needs_more_info',
  'expired',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ARTIFACT_TYPES = [
  'government_id_front',
  'government_id_back',
  'selfie_photo',
  'business_license',
] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
/** ID and selfie: images; the license may also be a PDF (part 3 §5). */
export function allowedArtifactContentTypes(type: ArtifactType): readonly string[] {
  return type === 'business_license' ? [...IMAGE_CONTENT_TYPES, 'application/pdf'] : IMAGE_CONTENT_TYPES;
}

export const verificationSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  businessLicenseNumber: z.string().nullable(),
  businessLicenseState: z.string().nullable(),
  businessLicenseExpiration: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Approved verifications last `expirationDays` from the decision. */
  expiresAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  moreInfoRequested: z.string().nullable(),
  createdAt: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const artifactSchema = z.object({
  id: z.string(),
  artifactType: z.enum(ARTIFACT_TYPES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** 'pending' until the file is seen in storage with the right type, then 'uploaded'. */
  verificationStatus: z.enum(['pending', 'uploaded', 'rejected']),
  uploadedAt: z.string(),
});
export type Artifact = z.infer<typeof artifactSchema>;

export const artifactCountsSchema = z.object({
  government_id_front: z.number().int(),
  government_id_back: z.number().int(),
  selfie_photo: z.number().int(),
  business_license: z.number().int(),
});

export const verificationStatusResponseSchema = z.object({
  exists: z.boolean(),
  verification: verificationSchema.nullable(),
  artifactCounts: artifactCountsSchema,
  artifacts: z.array(artifactSchema),
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;

export const startVerificationResponseSchema = z.object({
  message: z.string(),
  verification: verificationSchema,
});

export const verificationUploadBodySchema = z
  .object({
    artifactType: z.enum(ARTIFACT_TYPES),
    fileName: z.string().trim().min(1).max(255),
    contentType: z.string().trim().toLowerCase(),
    size: z.number().int().min(1).max(UPLOADS.maxFileBytes, CPA_MESSAGES.fileTooLarge),
  })
  .superRefine((body, ctx) => {
    if (!allowedArtifactContentTypes(body.artifactType).includes(body.contentType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message:
          body.artifactType === 'business_license'
            ? CPA_MESSAGES.imageOrPdfOnly
            : CPA_MESSAGES.imageTypesOnly,
      });
    }
  });
export type VerificationUploadBody = z.input<typeof verificationUploadBodySchema>;

/** The same upload targets as document uploads: the browser posts the file straight to S3. */
export const verificationUploadResponseSchema = z.object({
  artifact: artifactSchema,
  uploads: z.array(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) })),
});

/** YYYY-MM-DD, not before `today` (the caller's calendar day; the server allows one day of time-zone slack). */
export function licenseFormSchema(today: string) {
  return z.object({
    businessLicenseNumber: z
      .string({ error: V.licenseNumberRequired })
      .trim()
      .min(1, V.licenseNumberRequired)
      .max(100, M.fieldTooLong),
    businessLicenseState: z
      .string({ error: V.licenseStateRequired })
      .trim()
      .min(1, V.licenseStateRequired)
      .max(CPA.licenseStateLength, V.licenseStateLength)
      .regex(/^[A-Za-z]{2}$/, V.licenseStateLength)
      .transform((s) => s.toUpperCase()),
    businessLicenseExpiration: z
      .string()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date as YYYY-MM-DD')
      .refine((v) => v === null || v >= today, V.licenseExpirationPast),
  });
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Server side: "today" anywhere on Earth, so a user west of UTC is not refused their own today. */
export const submitVerificationBodySchema = z.lazy(() =>
  licenseFormSchema(isoDay(Date.now() - 14 * 3600_000)),
);
export type SubmitVerificationBody = z.input<ReturnType<typeof licenseFormSchema>>;

/** Admin decisions (part 3 §4, §5): the functions live in functions/src/domain/verification/review.ts. */
export const verificationDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    expirationDays: z.coerce
      .number()
      .int()
      .min(CPA.approvalExpiryDays.min)
      .max(CPA.approvalExpiryDays.max)
      .default(CPA.approvalExpiryDays.default),
    adminNotes: z.string().trim().max(2000).nullish(),
  }),
  z.object({
    action: z.literal('reject'),
    rejectionReason: z
      .string({ error: V.rejectionReasonRequired })
      .trim()
      .min(1, V.rejectionReasonRequired)
      .max(2000),
    adminNotes: z.string().trim().max(2000).nullish(),
  }),
  z.object({
    action: z.literal('request_more_info'),
    moreInfoRequested: z.string({ error: V.moreInfoRequired }).trim().min(1, V.moreInfoRequired).max(2000),
    adminNotes: z.string().trim().max(2000).nullish(),
  }),
]);
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;
