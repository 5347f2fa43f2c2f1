import type { UploadFile, UploadResponse } from '@docledger/shared/api/schemas/uploads';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { api } from '../../../lib/api-client';

export interface CreateUploadInput {
  documentType: DocumentTypeCode;
  files: UploadFile[];
  isMultiPage: boolean;
  turnstileToken?: string;
}

/**
 * POST /api/documents/upload (one document per file) or /upload-multipage (one document of page
 * photos): the server checks everything and answers one presigned S3 POST per file. `asClientId` is
 * added by the api client while a client is selected (the documents then belong to that client).
 */
export function createUpload(input: CreateUploadInput): Promise<UploadResponse> {
  const common = { documentType: input.documentType, turnstileToken: input.turnstileToken };
  return input.isMultiPage
    ? api.call('uploadMultipageDocument', { body: { ...common, pages: input.files } })
    : api.call('uploadDocuments', { body: { ...common, files: input.files } });
}
