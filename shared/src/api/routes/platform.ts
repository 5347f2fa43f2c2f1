import { route } from '../route';
import { healthResponseSchema } from '../schemas/platform';

export const platformRoutes = {
  getHealth: route({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    response: healthResponseSchema,
    access: ['table:read', 'uploads:read', 'keys:encrypt', 'mail:send', 'queue:send'],
  }),
} as const;
