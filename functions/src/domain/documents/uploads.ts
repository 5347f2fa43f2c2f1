// Upload requests (spec part 2 §2.1, §5; DESIGN §3): validate everything server-side, create the
// documents as pending, and hand back one presigned S3 POST per file. The bytes never pass through
// the API; the extraction worker re-checks them (size, magic bytes) once they land in S3.
import { randomUUID } from 'node:crypto';
import type {
  UploadDocumentsBody,
  UploadFile,
  UploadMultipageBody,
  UploadResponse,
} from '@docledger/shared/api/schemas/uploads';
import { DOCUMENT_TYPE_DISPLAY_NAMES, type DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { PRICING, UPLOADS } from '@docledger/shared/domain/limits';
import {
  createPendingDocument,
  listDocumentsByOwnerType,
  refundUpload,
  UploadQuotaExceededError,
  type DocumentFile,
  type DocumentWarning,
} from '../../db/access/documents';
import { getUserById } from '../../db/access/users';
import { getEnv } from '../../platform/env';
import {
  AppError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../platform/errors';
import { presignUpload } from '../../platform/storage';
import { authorizeOwner } from '../access/access';
import type { Actor } from '../access/actor';
import { getDocumentTypeConfig } from './document-types';
import { deleteDocumentWithAssets, pendingTitle } from './lifecycle';
import { assertKeyAvailable } from '../keys/provisioning';

export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Only PDF, JPG, and PNG files are allowed.',
  tooLarge: 'File size exceeds 10MB limit.',
  empty: 'The file is empty.',
  typeInactive: 'This document type is not available for upload.',
  multipageImagesOnly: 'A multi-page document is made of JPG or PNG page photos.',
  quota: `You have used the ${PRICING.individualFreeDocuments} free documents of your plan. Upgrade to keep uploading.`,
  botCheck: 'The bot check failed. Please reload the page and try again.',
  duplicate: 'You already uploaded this file',
} as const;

/** Where the free tier's refusal sends the user (the pricing page of part 3). */
export const UPGRADE_URL = '/pricing';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

type AllowedType = DocumentFile['contentType'];

function normaliseContentType(contentType: string): string {
  const t = contentType.toLowerCase().split(';')[0]!.trim();
  return t === 'image/jpg' || t === 'image/pjpeg' ? 'image/jpeg' : t;
}

/** Per-file checks of part 2 §5, with the spec's messages prefixed by the file name. */
function checkFile(file: UploadFile, imagesOnly: boolean): AllowedType {
  const type = normaliseContentType(file.contentType);
  if (!(UPLOADS.allowedContentTypes as readonly string[]).includes(type))
    throw new UnsupportedMediaTypeError(`${file.name}: ${UPLOAD_MESSAGES.invalidType}`);
  if (imagesOnly && type === 'application/pdf')
    throw new UnsupportedMediaTypeError(`${file.name}: ${UPLOAD_MESSAGES.multipageImagesOnly}`);
  if (file.size > UPLOADS.maxFileBytes)
    throw new PayloadTooLargeError(`${file.name}: ${UPLOAD_MESSAGES.tooLarge}`);
  if (file.size === 0)
    throw new ValidationError(`${file.name}: ${UPLOAD_MESSAGES.empty}`, { files: [UPLOAD_MESSAGES.empty] });
  return type as AllowedType;
}

/** Cloudflare Turnstile (siteverify) when a secret is configured; without one uploads proceed (spec §5). */
export async function verifyBotCheck(token: string | undefined, ip: string): Promise<void> {
  const secret = getEnv().TURNSTILE_SECRET_KEY;
  if (!secret) return;
  if (!token) throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.botCheck);
  const body = new URLSearchParams({ secret, response: token, remoteip: ip });
  let ok = false;
  try {
    const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    ok = res.ok && ((await res.json()) as { success?: boolean }).success === true;
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.botCheck);
}

interface UploadContext {
  actor: Actor;
  ip: string;
}

async function prepare(
  ctx: UploadContext,
  documentType: DocumentTypeCode,
  turnstileToken: string | undefined,
): Promise<{ ownerId: string; quotaLimit: number | undefined; maxFiles: number; maxPages: number }> {
  const ownerId = await authorizeOwner(ctx.actor, 'upload');
  const config = await getDocumentTypeConfig(documentType);
  if (!config.isActive)
    throw new ValidationError(UPLOAD_MESSAGES.typeInactive, { documentType: [UPLOAD_MESSAGES.typeInactive] });
  await verifyBotCheck(turnstileToken, ctx.ip);
  // The documents are the owner's: their key seals the sensitive fields, their plan counts them.
  // A new account's initial key may still be generating (decision 151): sealing waits for it.
  await assertKeyAvailable(ownerId);
  const owner = ownerId === ctx.actor.userId ? ctx.actor.user : await getUserById(ownerId);
  const quotaLimit =
    owner && owner.userRole === 'individual' && owner.accountTier === 'free'
      ? PRICING.individualFreeDocuments
      : undefined;
  return { ownerId, quotaLimit, maxFiles: config.maxNumberOfFiles, maxPages: config.maxPages };
}

async function duplicateWarnings(
  ownerId: string,
  documentType: DocumentTypeCode,
  files: UploadFile[],
): Promise<DocumentWarning[]> {
  const hashes = new Set(files.map((f) => f.sha256?.toLowerCase()).filter(Boolean));
  if (hashes.size === 0) return [];
  const { items } = await listDocumentsByOwnerType(ownerId, documentType, { all: true });
  const warnings: DocumentWarning[] = [];
  for (const doc of items) {
    const known = [doc.contentHash, ...doc.files.map((f) => f.sha256)].filter(Boolean);
    if (known.some((h) => hashes.has(h!.toLowerCase()))) {
      warnings.push({
        code: 'duplicate_file',
        message: `${UPLOAD_MESSAGES.duplicate} on ${doc.createdAt.slice(0, 10)} (${doc.title}).`,
        relatedDocumentId: doc.documentId,
      });
      break;
    }
  }
  return warnings;
}

async function createOne(
  ctx: UploadContext,
  ownerId: string,
  documentType: DocumentTypeCode,
  files: Array<UploadFile & { contentType: AllowedType }>,
  quotaLimit: number | undefined,
): Promise<UploadResponse['documents'][number]> {
  const documentId = randomUUID();
  const stored: DocumentFile[] = files.map((f, i) => ({
    name: f.name,
    key: `originals/${ownerId}/${documentId}/${i + 1}${EXTENSIONS[f.contentType]}`,
    contentType: f.contentType,
    size: f.size,
    ...(f.sha256 ? { sha256: f.sha256.toLowerCase() } : {}),
  }));
  const warnings = await duplicateWarnings(ownerId, documentType, files);
  try {
    await createPendingDocument(
      {
        documentId,
        ownerId,
        uploaderId: ctx.actor.userId,
        documentType,
        ...pendingTitle(documentType, files),
        files: stored,
        expectedFiles: stored.length,
        warnings,
        createdAt: new Date().toISOString(),
      },
      quotaLimit === undefined ? {} : { quotaLimit },
    );
  } catch (err) {
    if (err instanceof UploadQuotaExceededError) {
      throw new AppError('PAYMENT_REQUIRED', UPLOAD_MESSAGES.quota, {
        upgradeUrl: UPGRADE_URL,
        freeDocuments: PRICING.individualFreeDocuments,
      });
    }
    throw err;
  }
  const uploads = await Promise.all(
    stored.map(async (f, index) => {
      const post = await presignUpload({
        key: f.key,
        contentType: f.contentType,
        minBytes: f.size,
        maxBytes: f.size,
      });
      return { url: post.url, fields: post.fields, index, expiresAt: post.expiresAt };
    }),
  );
  return { documentId, uploads, warnings };
}

/** POST /api/documents/upload: one document per file. All or nothing: a refusal keeps none. */
export async function uploadDocuments(
  ctx: UploadContext,
  body: UploadDocumentsBody,
): Promise<UploadResponse> {
  const { ownerId, quotaLimit, maxFiles } = await prepare(ctx, body.documentType, body.turnstileToken);
  if (body.files.length > maxFiles) {
    const what = `${DOCUMENT_TYPE_DISPLAY_NAMES[body.documentType]} files`;
    const message = `You can only upload up to ${maxFiles} ${what} at once. Please select fewer files.`;
    throw new ValidationError(message, { files: [message] });
  }
  const checked = body.files.map((f) => ({ ...f, contentType: checkFile(f, false) }));
  const documents: UploadResponse['documents'] = [];
  try {
    for (const file of checked)
      documents.push(await createOne(ctx, ownerId, body.documentType, [file], quotaLimit));
  } catch (err) {
    await rollBack(
      ownerId,
      documents.map((d) => d.documentId),
    );
    throw err;
  }
  return { documents };
}

/** POST /api/documents/upload-multipage: one document from page photos. */
export async function uploadMultipageDocument(
  ctx: UploadContext,
  body: UploadMultipageBody,
): Promise<UploadResponse> {
  const { ownerId, quotaLimit, maxPages } = await prepare(ctx, body.documentType, body.turnstileToken);
  if (body.pages.length > maxPages) {
    const message = `A ${DOCUMENT_TYPE_DISPLAY_NAMES[body.documentType]} can have at most ${maxPages} pages.`;
    throw new ValidationError(message, { pages: [message] });
  }
  const checked = body.pages.map((f) => ({ ...f, contentType: checkFile(f, true) }));
  return { documents: [await createOne(ctx, ownerId, body.documentType, checked, quotaLimit)] };
}

async function rollBack(ownerId: string, documentIds: string[]): Promise<void> {
  for (const documentId of documentIds) {
    if (await deleteDocumentWithAssets({ documentId, version: 1 })) await refundUpload(ownerId);
  }
}
