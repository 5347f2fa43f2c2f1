// The document-type configuration (spec part 2 §3; admins edit it in part 3): stored in the table,
// seeded from the spec's defaults on first read so an admin's later edits stick.
import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPE_DISPLAY_NAMES,
  DOCUMENT_TYPE_LIMITS,
  type DocumentTypeCode,
} from '@docledger/shared/domain/document-types';
import {
  listDocumentTypeConfigs,
  seedDocumentTypeConfig,
  type DocumentTypeRecord,
} from '../../db/access/documents';

/** Statements run longer than forms: they get more pages by default (decision 032). */
const DEFAULT_MAX_PAGES: Partial<Record<DocumentTypeCode, number>> = {
  bank_statement: 20,
  credit_card_statement: 20,
};

export function defaultDocumentTypes(now = new Date().toISOString()): DocumentTypeRecord[] {
  return DOCUMENT_TYPE_CODES.map((code, i) => ({
    code,
    displayName: DOCUMENT_TYPE_DISPLAY_NAMES[code],
    isActive: true,
    maxNumberOfFiles: DOCUMENT_TYPE_LIMITS.defaultMaxFiles,
    maxPages: DEFAULT_MAX_PAGES[code] ?? DOCUMENT_TYPE_LIMITS.defaultMaxPages,
    sortOrder: i,
    updatedAt: now,
    version: 1,
  }));
}

/** Every type's config in display order; missing ones are seeded with the defaults. */
export async function listDocumentTypes(): Promise<DocumentTypeRecord[]> {
  const stored = await listDocumentTypeConfigs();
  if (stored.length === DOCUMENT_TYPE_CODES.length) return stored;
  const have = new Set(stored.map((t) => t.code));
  const missing = defaultDocumentTypes().filter((t) => !have.has(t.code));
  await Promise.all(missing.map((t) => seedDocumentTypeConfig(t)));
  return listDocumentTypeConfigs();
}

export async function getDocumentTypeConfig(code: DocumentTypeCode): Promise<DocumentTypeRecord> {
  const found = (await listDocumentTypes()).find((t) => t.code === code);
  if (!found) throw new Error(`No document-type config for ${code}`);
  return found;
}
