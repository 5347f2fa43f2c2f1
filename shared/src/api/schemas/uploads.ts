// Uploads (spec part 2 §2.1, §5, §7; DESIGN §3): the browser sends JSON describing its files and gets
// one presigned S3 POST per file; the bytes go straight to S3. Limits are enforced by the server (type
// config, quota, encryption key, bot check) and by the POST policy (exact size and content type).
import * as z from 'zod';
import { DOCUMENT_TYPE_CODES } from '../../domain/document-types';

export const documentTypeConfigSchema = z.object({
  code: z.enum(DOCUMENT_TYPE_CODES),
  displayName: z.string(),
  isActive: z.boolean(),
  /** Files per selection (not counting a multi-page photo set); the spec's default is 3. */
  maxNumberOfFiles: z.number().int().min(1),
  /** Pages per document (photos of a multi-page set, or pages of a PDF). */
  maxPages: z.number().int().min(1).max(50),
});
export type DocumentTypeConfig = z.infer<typeof documentTypeConfigSchema>;

export const documentTypesResponseSchema = z.object({
  documentTypes: z.array(documentTypeConfigSchema),
  /** Cloudflare Turnstile site key when the bot check is configured; the widget is hidden when null. */
  turnstileSiteKey: z.string().nullable(),
});

/** What the browser tells about one file before uploading it. */
export const uploadFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  /** Bytes; the POST policy admits exactly this size. */
  size: z.number().int().min(0),
  contentType: z.string().trim().min(1).max(100),
  /** SHA-256 of the bytes (hex), when the browser computed it: duplicate uploads are warned about at once. */
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;

const uploadCommon = {
  documentType: z.enum(DOCUMENT_TYPE_CODES),
  turnstileToken: z.string().max(4096).optional(),
  /** Acting for a client (part 2 §6): the documents belong to that client. */
  asClientId: z.string().min(1).max(100).optional(),
};

/** Separate documents, one per file (PDFs, or images that are not a multi-page set). */
export const uploadDocumentsBodySchema = z.object({
  ...uploadCommon,
  files: z.array(uploadFileSchema).min(1).max(20),
});
export type UploadDocumentsBody = z.infer<typeof uploadDocumentsBodySchema>;

/** One document made of page photos (JPG/PNG), in page order. */
export const uploadMultipageBodySchema = z.object({
  ...uploadCommon,
  pages: z.array(uploadFileSchema).min(1).max(50),
});
export type UploadMultipageBody = z.infer<typeof uploadMultipageBodySchema>;

export const uploadWarningSchema = z.object({
  code: z.enum(['duplicate_file', 'overlapping_period']),
  message: z.string(),
  relatedDocumentId: z.string().optional(),
});

/** A presigned S3 POST: send `fields` then the file (as `file`) as multipart/form-data to `url`. */
export const presignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The file (or page) this target is for, by position in the request. */
  index: z.number().int().min(0),
  expiresAt: z.string(),
});

export const createdUploadSchema = z.object({
  documentId: z.string(),
  uploads: z.array(presignedPostSchema),
  warnings: z.array(uploadWarningSchema),
});

export const uploadResponseSchema = z.object({
  /** One per document created: /upload makes one per file, /upload-multipage exactly one. */
  documents: z.array(createdUploadSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
