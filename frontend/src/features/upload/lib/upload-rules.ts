// The upload rules of spec part 2 §4, §5 and §8 as plain functions: which files are accepted, how a
// selection becomes documents, and which words a failure is shown with.
import { UPLOADS } from '@docledger/shared/domain/limits';

export const UPLOAD_MESSAGES = {
  invalidFileTitle: 'Invalid File',
  invalidType: 'Invalid file type. Only PDF, JPG, and PNG files are allowed.',
  tooLarge: 'File size exceeds 10MB limit.',
  typeRequiredTitle: 'Document Type Required',
  typeRequired: 'Please select a document type before uploading files.',
  tooManyTitle: 'Too Many Files',
  multiPageTitle: 'Multi-Page Document Uploaded',
} as const;

export function tooManyFilesMessage(max: number, typeName: string | null): string {
  return `You can only upload up to ${max} ${typeName ?? 'files'} at once. Please select fewer files.`;
}

export function multiPageUploadedMessage(pages: number): string {
  return `Successfully uploaded ${pages} pages as one document`;
}

const EXTENSION_TYPES: Record<string, (typeof UPLOADS.allowedContentTypes)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The content type we upload as: the browser's when allowed, else from the extension; null = refused. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string | null {
  if ((UPLOADS.allowedContentTypes as readonly string[]).includes(file.type)) return file.type;
  if (file.type) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export function isImage(file: Pick<File, 'name' | 'type'>): boolean {
  return contentTypeOf(file)?.startsWith('image/') ?? false;
}

export interface RejectedFile {
  file: File;
  /** "{file name}: {reason}" as shown under 'Invalid File'. */
  message: string;
}

/** Type and size per file (§5); invalid files are skipped and reported with the file name prefix. */
export function checkFiles(files: readonly File[]): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    if (!contentTypeOf(file))
      rejected.push({ file, message: `${file.name}: ${UPLOAD_MESSAGES.invalidType}` });
    else if (file.size > UPLOADS.maxFileBytes)
      rejected.push({ file, message: `${file.name}: ${UPLOAD_MESSAGES.tooLarge}` });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export interface PlannedDocument {
  files: File[];
  isMultiPage: boolean;
}

/**
 * §4: several images selected together are one multi-page document; every other file is a document
 * of its own. A single image is a plain one-page upload.
 */
export function planDocuments(files: readonly File[]): PlannedDocument[] {
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  const plan: PlannedDocument[] = others.map((file) => ({ files: [file], isMultiPage: false }));
  if (images.length === 1) plan.push({ files: images, isMultiPage: false });
  if (images.length > 1) plan.push({ files: images, isMultiPage: true });
  return plan;
}

/** §5: files per selection, not counting a multi-page image set (it counts as one document). */
export function exceedsFileLimit(plan: readonly PlannedDocument[], maxFiles: number): boolean {
  return plan.length > maxFiles;
}

export interface UploadFailure {
  title: string;
  description: string;
}

/**
 * §8: a server error field is shown as is under 'Upload Failed'; otherwise the message content picks
 * the title and the spec's sentence; anything else keeps its own words (fallback sentence when empty).
 */
export function describeUploadFailure(error: {
  message?: string;
  serverError?: string | null;
}): UploadFailure {
  if (error.serverError) return { title: 'Upload Failed', description: error.serverError };
  const message = error.message ?? '';
  const text = message.toLowerCase();
  if (text.includes('file too large') || text.includes('file size'))
    return {
      title: 'File Too Large',
      description: 'The file exceeds the 10MB limit. Please compress or split the document.',
    };
  if (text.includes('invalid file type'))
    return {
      title: 'Invalid File Type',
      description: 'Only PDF, JPG, and PNG files are supported. Please convert your file.',
    };
  if (
    text.includes('network') ||
    text.includes('timeout') ||
    text.includes('timed out') ||
    text.includes('failed to fetch')
  )
    return {
      title: 'Connection Error',
      description: 'Network connection issue. Check your internet and try again.',
    };
  if (text.includes('no encryption key') || text.includes('key not found'))
    return {
      title: 'Encryption Key Required',
      description: 'No encryption key found. Please generate one in Settings.',
    };
  if (text.includes('corrupted') || text.includes('cannot read'))
    return {
      title: 'File Cannot Be Read',
      description: 'The file appears to be corrupted or damaged. Please try a different file.',
    };
  return { title: 'Upload Failed', description: message || 'Unable to upload document. Please try again.' };
}

export type QueueStatus = 'pending' | 'uploading' | 'completed' | 'failed';

/** §4: the average over the queue, completed and failed counting as 100. */
export function overallProgress(items: readonly { status: QueueStatus; progress: number }[]): number {
  if (items.length === 0) return 0;
  const sum = items.reduce(
    (total, item) => total + (item.status === 'completed' || item.status === 'failed' ? 100 : item.progress),
    0,
  );
  return Math.round(sum / items.length);
}

/** The spec's ticker (§4, §9): +10 every 200 ms up to 90, used only when the browser reports no progress. */
export function nextTick(progress: number): number {
  return Math.min(UPLOADS.progressCap, progress + UPLOADS.progressTickPoints);
}

/** Bytes sent → percent, kept below 100 until the upload is confirmed complete. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}
