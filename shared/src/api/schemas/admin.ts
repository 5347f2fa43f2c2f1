// Administration (spec part 3 §2, §3, §5, §7): users, document-type limits, verification review, stats.
import * as z from 'zod';
import { ADMIN_MESSAGES as M } from '../../domain/admin-messages';
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPE_LIMITS } from '../../domain/document-types';
import { USER_ROLES, USER_STATUSES } from '../../domain/roles';
import { documentTypeConfigSchema } from './uploads';
import { artifactSchema, verificationSchema, VERIFICATION_STATUSES } from './verification';

const id = z.string().trim().min(1).max(100);

/** User (admin list), part 3 §3; `status` is the spec's name for the account status. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userRole: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  canEditStatements: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE = { default: 25, max: 100 } as const;

export const listUsersQuerySchema = z.object({
  /** Opaque cursor from the previous page. */
  cursor: z.string().max(1000).optional(),
  /** Start of an e-mail address (case-insensitive). */
  email: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE.max).default(ADMIN_USERS_PAGE.default),
});

export const listUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  cursor: z.string().nullable(),
});

export const userIdParamsSchema = z.object({ userId: id });

export const updateUserBodySchema = z
  .object({
    userStatus: z.enum(USER_STATUSES).optional(),
    canEditStatements: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.userStatus !== undefined || b.canEditStatements !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const updateUserResponseSchema = z.object({ user: adminUserSchema });

export const deleteUserBodySchema = z.object({
  userId: id,
  totpCode: z
    .string({ error: M.totpRequired })
    .trim()
    .min(1, M.totpRequired)
    .max(6, M.totpRequired)
    .regex(/^\d{6}$/, M.totpRequired),
});
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

// ---- document types

export const documentTypeParamsSchema = z.object({ code: z.enum(DOCUMENT_TYPE_CODES) });

export const updateDocumentTypeBodySchema = z
  .object({
    maxPages: z
      .number()
      .int()
      .min(DOCUMENT_TYPE_LIMITS.maxPages.min)
      .max(DOCUMENT_TYPE_LIMITS.maxPages.max)
      .optional(),
    maxNumberOfFiles: z
      .number()
      .int()
      .min(DOCUMENT_TYPE_LIMITS.maxFiles.min)
      .max(DOCUMENT_TYPE_LIMITS.maxFiles.max)
      .optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateDocumentTypeBody = z.infer<typeof updateDocumentTypeBodySchema>;

export const updateDocumentTypeResponseSchema = z.object({ documentType: documentTypeConfigSchema });

// ---- verification review

export const pendingVerificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const pendingVerificationSchema = z.object({
  id: z.string(),
  cpaUser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  businessLicenseNumber: z.string().nullable(),
  businessLicenseState: z.string().nullable(),
  submittedAt: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

export const pendingVerificationsResponseSchema = z.object({
  verifications: z.array(pendingVerificationSchema),
});

export const verificationIdParamsSchema = z.object({ id });
export const artifactParamsSchema = z.object({ id, artifactId: id });

export const verificationDetailResponseSchema = z.object({
  cpaUser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  verification: verificationSchema,
  artifacts: z.array(artifactSchema),
});
export type VerificationDetail = z.infer<typeof verificationDetailResponseSchema>;

export const verificationDecisionResponseSchema = z.object({
  message: z.string(),
  verification: verificationSchema,
});

// ---- stats

const countMap = z.record(z.string(), z.number().int());

export const adminStatsResponseSchema = z.object({
  users: z.object({ total: z.number().int(), byRole: countMap, byStatus: countMap }),
  /** Documents that reached a final state per type and status over the last `days` days. */
  documents: z.object({
    days: z.number().int(),
    byType: z.array(
      z.object({
        documentType: z.enum(DOCUMENT_TYPE_CODES),
        completed: z.number().int(),
        failed: z.number().int(),
        /** Mean extraction confidence of completed documents (0-1), null without any. */
        averageConfidence: z.number().nullable(),
        /** Share of completed documents flagged reviewRequired (0-1), null without any. */
        reviewRequiredShare: z.number().nullable(),
      }),
    ),
    /** Failed documents per UTC day, oldest first. */
    failuresByDay: z.array(z.object({ day: z.string(), failed: z.number().int() })),
  }),
  verificationsPending: z.number().int(),
  /** SQS queue depth now (ApproximateNumberOf…); null values when the queue could not be read. */
  queues: z.array(
    z.object({
      name: z.enum(['extraction', 'webhooks']),
      waiting: z.number().int().nullable(),
      inFlight: z.number().int().nullable(),
      delayed: z.number().int().nullable(),
    }),
  ),
  /**
   * Queue depth over the last `days` days (decision 145): the peak of each `bucketMinutes` bucket from
   * the samples taken every 10 minutes, oldest first; buckets without a sample are absent; a null field
   * means that queue could not be read.
   */
  queueHistory: z.object({
    days: z.number().int(),
    bucketMinutes: z.number().int(),
    points: z.array(
      z.object({
        /** Start of the bucket (ISO). */
        at: z.string(),
        samples: z.number().int(),
        extractionWaiting: z.number().int().nullable(),
        extractionInFlight: z.number().int().nullable(),
        webhooksWaiting: z.number().int().nullable(),
        webhooksInFlight: z.number().int().nullable(),
        extractionDeadLetters: z.number().int().nullable(),
        webhooksDeadLetters: z.number().int().nullable(),
      }),
    ),
  }),
  /** Messages in each dead-letter queue now; null when it could not be read. */
  deadLetters: z.array(
    z.object({ name: z.enum(['extraction', 'webhooks']), depth: z.number().int().nullable() }),
  ),
  /** Failed logins and lockouts from the persisted security event log (decision 095). */
  security: z.object({
    days: z.number().int(),
    failedLogins: z.number().int(),
    lockouts: z.number().int(),
    failedTwoFactor: z.number().int(),
    recent: z.array(
      z.object({
        at: z.string(),
        event: z.string(),
        userId: z.string().nullable(),
        ip: z.string().nullable(),
        reason: z.string().nullable(),
      }),
    ),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;
