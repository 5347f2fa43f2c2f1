import { route } from '../route';
import { sessionResponseSchema } from '../schemas/auth';

// Accounts, sessions, two-factor, profile and contact (spec part 1 §7).
export const authRoutes = {
  getSession: route({
    method: 'GET',
    path: '/api/auth/session',
    auth: 'public',
    response: sessionResponseSchema,
    access: ['table:read', 'table:write'],
  }),
} as const;
