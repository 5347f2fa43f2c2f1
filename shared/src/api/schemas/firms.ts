// CPA firms (spec part 3 §2, §3, §4, §5, §7).
import * as z from 'zod';
import { CPA_VALIDATION as V } from '../../domain/cpa-messages';
import { CPA } from '../../domain/limits';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';
import { requiredEmail } from './delegation';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.fieldTooLong)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalEmail = z
  .string()
  .trim()
  .max(254, M.invalidEmail)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email({ error: M.invalidEmail }).nullable());

const firmName = z
  .string({ error: V.firmNameRequired })
  .trim()
  .min(1, V.firmNameRequired)
  .max(200, M.fieldTooLong);

export const firmBodySchema = z.object({
  firmName,
  email: optionalEmail,
  phone: optionalText(40),
});
export type FirmBody = z.input<typeof firmBodySchema>;

/** Create: a solo practitioner's firm is named after them when no name is given. */
export const createFirmBodySchema = z
  .object({
    firmName: z.string().trim().max(200, M.fieldTooLong).nullish(),
    email: optionalEmail,
    phone: optionalText(40),
    soloPractitioner: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.soloPractitioner && !body.firmName)
      ctx.addIssue({ code: 'custom', path: ['firmName'], message: V.firmNameRequired });
  });
export type CreateFirmBody = z.input<typeof createFirmBodySchema>;

export const firmSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type Firm = z.infer<typeof firmSchema>;

export const firmMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
});
export type FirmMember = z.infer<typeof firmMemberSchema>;

export const myFirmSchema = z.object({
  firm: firmSchema.nullable(),
  members: z.array(firmMemberSchema),
});
export type MyFirm = z.infer<typeof myFirmSchema>;

export const firmResponseSchema = z.object({ message: z.string(), firm: firmSchema });

export const firmIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const firmSearchQuerySchema = z.object({
  q: z.string({ error: V.searchTooShort }).trim().min(CPA.firmSearchMinChars, V.searchTooShort).max(100),
});
export const firmSearchResultSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  memberCount: z.number().int(),
});
export const firmSearchResponseSchema = z.object({ firms: z.array(firmSearchResultSchema) });

export const joinRequestBodySchema = z
  .object({ message: optionalText(1000) })
  .optional()
  .transform((b) => b ?? { message: null });

export const joinRequestSchema = z.object({
  id: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  message: z.string().nullable(),
  requestedAt: z.string(),
  status: z.enum(['pending', 'approved', 'denied']),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = z.object({ joinRequests: z.array(joinRequestSchema) });

export const inviteBodySchema = z.object({
  email: requiredEmail(V.inviteEmailRequired),
  message: optionalText(1000),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const sentInvitationSchema = z.object({
  id: z.string(),
  invitedEmail: z.string(),
  message: z.string().nullable(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
export const sentInvitationListSchema = z.object({ invitations: z.array(sentInvitationSchema) });
export const inviteResponseSchema = z.object({
  message: z.string(),
  invitation: sentInvitationSchema,
  /** Set when the address is not a verified CPA yet: they can accept only once verified. */
  warning: z.string().optional(),
});

export const receivedInvitationSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  inviterName: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
export const receivedInvitationListSchema = z.object({ invitations: z.array(receivedInvitationSchema) });
