import { route } from '../route';
import {
  startVerificationResponseSchema,
  submitVerificationBodySchema,
  verificationStatusResponseSchema,
  verificationUploadBodySchema,
  verificationUploadResponseSchema,
} from '../schemas/verification';
import * as z from 'zod';

// CPA identity verification (spec part 3 §7). 'user', not 'cpa': an unverified CPA must reach these;
// the domain refuses other roles.
export const verificationRoutes = {
  getVerificationStatus: route({
    method: 'GET',
    path: '/api/cpa/verification/status',
    auth: 'user',
    response: verificationStatusResponseSchema,
    access: ['table:read', 'table:write', 'uploads:read'],
  }),
  startVerification: route({
    method: 'POST',
    path: '/api/cpa/verification',
    auth: 'user',
    body: z.unknown(),
    response: startVerificationResponseSchema,
    access: ['table:read', 'table:write'],
  }),
  createVerificationUpload: route({
    method: 'POST',
    path: '/api/cpa/verification/upload',
    auth: 'user',
    body: verificationUploadBodySchema,
    response: verificationUploadResponseSchema,
    access: ['table:read', 'table:write', 'uploads:write'],
  }),
  submitVerification: route({
    method: 'POST',
    path: '/api/cpa/verification/submit',
    auth: 'user',
    body: submitVerificationBodySchema,
    response: startVerificationResponseSchema,
    access: ['table:read', 'table:write', 'uploads:read'],
  }),
} as const;
