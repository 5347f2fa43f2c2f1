// Download original (spec part 2 §7): a presigned GET of the uploaded file, valid 5 minutes, that
// saves under the user's original file name. Viewing rights suffice (a granted CPA may download).
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { NotFoundError } from '../../platform/errors';
import { presignDownload } from '../../platform/storage';
import type { Actor } from '../access/actor';
import { loadDocument } from './reads';

export const ORIGINAL_URL_TTL_SECONDS = 300;

export interface OriginalDownload {
  url: string;
  fileName: string;
  expiresInSeconds: number;
}

/** `page` is 1-based: a multi-page photo set has one original per page. */
export async function originalForViewer(
  actor: Actor,
  type: DocumentTypeCode,
  documentId: string,
  page: number,
): Promise<OriginalDownload> {
  const doc = await loadDocument(actor, type, documentId, 'view');
  const file = doc.files[page - 1];
  if (!file) throw new NotFoundError('The original file is not available.');
  return {
    url: await presignDownload(file.key, file.name, ORIGINAL_URL_TTL_SECONDS),
    fileName: file.name,
    expiresInSeconds: ORIGINAL_URL_TTL_SECONDS,
  };
}
