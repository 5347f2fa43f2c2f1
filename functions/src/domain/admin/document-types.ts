// Document-type limits (spec part 3 §2, §5): admins change Max Pages, Max Files and the active switch;
// uploads read the stored config on every request, so the new limits apply at once.
import type { UpdateDocumentTypeBody } from '@docledger/shared/api/schemas/admin';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { updateDocumentTypeConfig } from '../../db/access/documents';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import type { Actor } from '../access/actor';
import { getDocumentTypeConfig } from '../documents/document-types';

export async function updateDocumentType(
  actor: Actor,
  code: DocumentTypeCode,
  body: UpdateDocumentTypeBody,
  log: Logger,
) {
  const current = await getDocumentTypeConfig(code);
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const updated = await updateDocumentTypeConfig(code, current.version, patch);
  securityEvent(log, 'admin.document-type.updated', { userId: actor.userId, resourceId: code });
  return {
    documentType: {
      code: updated.code,
      displayName: updated.displayName,
      isActive: updated.isActive,
      maxNumberOfFiles: updated.maxNumberOfFiles,
      maxPages: updated.maxPages,
    },
  };
}
