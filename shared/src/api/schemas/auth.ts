import { z } from 'zod';
import { USER_ROLES } from '../../domain/roles';

export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userRole: z.enum(USER_ROLES),
  canEditStatements: z.boolean(),
  verificationStatus: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
