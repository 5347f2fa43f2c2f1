import { route } from '../route';
import {
  documentTypesResponseSchema,
  uploadDocumentsBodySchema,
  uploadMultipageBodySchema,
  uploadResponseSchema,
} from '../schemas/uploads';

// Document types and uploads (spec part 2 §7). Uploads return presigned S3 POSTs (DESIGN §3).
export const uploadRoutes = {
  listDocumentTypes: route({
    method: 'GET',
    path: '/api/document-types',
    auth: 'user',
    response: documentTypesResponseSchema,
    // First read seeds the spec's defaults.
    access: ['table:read', 'table:write'],
  }),
  uploadDocuments: route({
    method: 'POST',
    path: '/api/documents/upload',
    auth: 'user',
    body: uploadDocumentsBodySchema,
    response: uploadResponseSchema,
    access: ['table:read', 'table:write', 'uploads:write'],
  }),
  uploadMultipageDocument: route({
    method: 'POST',
    path: '/api/documents/upload-multipage',
    auth: 'user',
    body: uploadMultipageBodySchema,
    response: uploadResponseSchema,
    access: ['table:read', 'table:write', 'uploads:write'],
  }),
} as const;
