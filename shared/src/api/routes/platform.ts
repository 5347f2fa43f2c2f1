import { route } from '../route';
import { healthResponseSchema, publicHealthResponseSchema } from '../schemas/platform';

export const platformRoutes = {
  // Public: ok / not ok from one cheap cached probe; names, latencies and version only for admins.
  getHealth: route({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    response: publicHealthResponseSchema,
    access: ['table:read'],
  }),
  getHealthDetails: route({
    method: 'GET',
    path: '/api/health/details',
    auth: 'admin',
    response: healthResponseSchema,
    access: ['table:read', 'uploads:read', 'keys:encrypt', 'mail:send', 'queue:send'],
  }),
} as const;
