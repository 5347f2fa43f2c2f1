import * as z from 'zod';

export const dependencyHealthSchema = z.object({
  name: z.enum(['dynamodb', 'storage', 'queue', 'keys', 'mail']),
  healthy: z.boolean(),
  latencyMs: z.number(),
  detail: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: z.string(),
  dependencies: z.array(dependencyHealthSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Public GET /api/health: only whether the service answers (issue 7); the detail is for admins. */
export const publicHealthResponseSchema = z.object({ status: z.enum(['ok', 'degraded']) });
export type PublicHealthResponse = z.infer<typeof publicHealthResponseSchema>;
