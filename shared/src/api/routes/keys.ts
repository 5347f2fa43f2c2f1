import { route } from '../route';
import {
  activeKeySchema,
  deleteKeyBodySchema,
  deleteKeyQuerySchema,
  deleteKeyResponseSchema,
  generateKeyBodySchema,
  importKeyBodySchema,
  keyChangeResponseSchema,
  keyIdParamsSchema,
  keyUsageListSchema,
} from '../schemas/keys';

// Encryption keys (spec part 1 §7 + key import).
export const keyRoutes = {
  getActiveKey: route({
    method: 'GET',
    path: '/api/encryption/keys/active',
    auth: 'user',
    response: activeKeySchema,
    access: ['table:read', 'table:write'],
  }),
  listKeyUsage: route({
    method: 'GET',
    path: '/api/encryption/keys/usage',
    auth: 'user',
    response: keyUsageListSchema,
    access: ['table:read', 'table:write'],
  }),
  generateKey: route({
    method: 'POST',
    path: '/api/encryption/keys/generate',
    auth: 'user',
    body: generateKeyBodySchema,
    response: keyChangeResponseSchema,
    access: ['table:read', 'table:write', 'keys:encrypt'],
    heavy: true,
  }),
  importKey: route({
    method: 'POST',
    path: '/api/encryption/keys/import',
    auth: 'user',
    body: importKeyBodySchema,
    response: keyChangeResponseSchema,
    access: ['table:read', 'table:write', 'keys:encrypt'],
  }),
  deleteKey: route({
    method: 'DELETE',
    path: '/api/encryption/keys/{id}',
    auth: 'user',
    params: keyIdParamsSchema,
    query: deleteKeyQuerySchema,
    body: deleteKeyBodySchema,
    response: deleteKeyResponseSchema,
    access: ['table:read', 'table:write'],
  }),
} as const;
