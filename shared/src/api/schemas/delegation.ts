// Delegation between CPAs and clients (spec part 3 §3, §7): access requests, grants, the audit trail.
import * as z from 'zod';
import { CPA_VALIDATION as V } from '../../domain/cpa-messages';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'denied', 'revoked'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** An e-mail field that says "required" when blank and "invalid" when malformed. */
export const requiredEmail = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, M.invalidEmail)
    .pipe(z.email({ error: M.invalidEmail }));

const optionalMessage = z
  .string()
  .trim()
  .max(1000, M.fieldTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const createAccessRequestBodySchema = z.object({
  clientEmail: requiredEmail(V.clientEmailRequired),
  requestMessage: optionalMessage,
});
export type CreateAccessRequestBody = z.input<typeof createAccessRequestBodySchema>;

/** CPA side (part 3 §3). */
export const cpaAccessRequestSchema = z.object({
  id: z.string(),
  clientEmail: z.string(),
  clientName: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  requestMessage: z.string().nullable(),
  clientResponse: z.string().nullable(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  /** Set when the CPA asked on behalf of their firm. */
  firmName: z.string().nullable(),
});
export type CpaAccessRequest = z.infer<typeof cpaAccessRequestSchema>;
export const cpaAccessRequestListSchema = z.object({ requests: z.array(cpaAccessRequestSchema) });
export const createAccessRequestResponseSchema = z.object({
  message: z.string(),
  request: cpaAccessRequestSchema,
});

/** A client the CPA may act for (part 3 §3 "Active client" + issue 10's dashboard needs). */
export const activeClientSchema = z.object({
  id: z.string(),
  clientUserId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  approvedAt: z.string(),
  /** 'individual' when granted to this CPA, 'firm' when granted to the CPA's firm. */
  grantType: z.enum(['individual', 'firm']),
  documentCount: z.number().int().min(0),
  lastUploadAt: z.string().nullable(),
  /** The switcher's fields (part 2 §3 "Client (switcher): id, name, email"). */
  name: z.string(),
  email: z.string(),
});
export type ActiveClient = z.infer<typeof activeClientSchema>;
export const activeClientListSchema = z.object({ clients: z.array(activeClientSchema) });

/** Client side (part 3 §3). */
export const clientAccessRequestSchema = z.object({
  id: z.string(),
  displayType: z.enum(['firm', 'individual']),
  displayName: z.string(),
  cpaName: z.string(),
  cpaEmail: z.string(),
  requestMessage: z.string().nullable(),
  requestedAt: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  clientResponse: z.string().nullable(),
  /** Firm requests: members today (approval covers future members too). */
  firmMemberCount: z.number().int().nullable(),
});
export type ClientAccessRequest = z.infer<typeof clientAccessRequestSchema>;
export const clientAccessRequestListSchema = z.object({ requests: z.array(clientAccessRequestSchema) });

export const accessRequestIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const updateAccessRequestBodySchema = z.object({
  status: z.enum(['approved', 'denied']),
  clientResponse: optionalMessage,
});
export type UpdateAccessRequestBody = z.input<typeof updateAccessRequestBodySchema>;
export const updateAccessRequestResponseSchema = z.object({
  message: z.string(),
  request: clientAccessRequestSchema,
});

export const activeCpaSchema = z.object({
  id: z.string(),
  /** The grantee: the CPA's user id, or the firm id for a firm grant (DELETE /api/client/cpas/{it}). */
  cpaUserId: z.string(),
  displayName: z.string(),
  displayType: z.enum(['firm', 'individual']),
  cpaName: z.string(),
  cpaEmail: z.string(),
  approvedAt: z.string(),
});
export type ActiveCpa = z.infer<typeof activeCpaSchema>;
export const activeCpaListSchema = z.object({ cpas: z.array(activeCpaSchema) });
export const revokeCpaParamsSchema = z.object({ cpaUserId: z.string().min(1).max(100) });

export const AUDIT_ACTIONS = [
  'access_requested',
  'access_approved',
  'access_denied',
  'access_revoked',
  'document_viewed',
  'document_uploaded',
  'document_exported',
  'firm_member_joined',
  'firm_member_left',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorName: z.string(),
  actorEmail: z.string(),
  /** What the entry is about: a document title, a firm name… */
  subject: z.string().nullable(),
  documentId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
