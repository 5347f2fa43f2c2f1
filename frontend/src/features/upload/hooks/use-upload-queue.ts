import { useCallback, useReducer } from 'react';
import type { UploadResponse } from '@docledger/shared/api/schemas/uploads';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { createUpload } from '../api/create-upload';
import { postAllToS3 } from '../lib/s3-post';
import { sha256Hex } from '../lib/sha256';
import { newQueueItem, queueReducer, type QueueItem } from '../lib/upload-queue';
import {
  contentTypeOf,
  describeUploadFailure,
  multiPageUploadedMessage,
  UPLOAD_MESSAGES,
  type PlannedDocument,
} from '../lib/upload-rules';

type CreatedDocument = UploadResponse['documents'][number];

export interface UploadQueueOptions {
  /** A fresh bot-check token per request (tokens are single use); undefined when none is configured. */
  getTurnstileToken: () => Promise<string | undefined>;
  /** Called whenever documents were created, so the dashboard refreshes its list. */
  onDocumentsCreated: () => void;
}

/** The upload queue of spec part 2 §2.1/§4: per-item status and progress, real S3 POST progress. */
export function useUploadQueue({ getTurnstileToken, onDocumentsCreated }: UploadQueueOptions) {
  const [items, dispatch] = useReducer(queueReducer, []);

  const upload = useCallback(
    async (plan: readonly PlannedDocument[], documentType: DocumentTypeCode) => {
      const queued = plan.map((doc) => newQueueItem(doc.files, documentType, doc.isMultiPage));
      dispatch({ type: 'add', items: queued });
      // One request for every single-file document (one bot-check token), one per photo set.
      const singles = queued.filter((item) => !item.isMultiPage);
      const sets = queued.filter((item) => item.isMultiPage);
      const requests: QueueItem[][] = [...(singles.length ? [singles] : []), ...sets.map((set) => [set])];
      for (const group of requests) await uploadGroup(group, documentType);
      // Sequential requests keep the token flow and the server's quota checks simple to follow.

      async function uploadGroup(group: QueueItem[], type: DocumentTypeCode) {
        for (const item of group) dispatch({ type: 'start', id: item.id });
        let created: CreatedDocument[];
        try {
          const isMultiPage = group[0]?.isMultiPage ?? false;
          const files = group.flatMap((item) => item.files);
          const described = await Promise.all(
            files.map(async (file) => ({
              name: file.name,
              size: file.size,
              contentType: contentTypeOf(file) ?? file.type,
              sha256: (await sha256Hex(file).catch(() => null)) ?? undefined,
            })),
          );
          const turnstileToken = await getTurnstileToken();
          const response = await createUpload({
            documentType: type,
            files: described,
            isMultiPage,
            turnstileToken,
          });
          created = response.documents;
          onDocumentsCreated();
        } catch (error) {
          const message = failureMessage(error);
          for (const item of group) dispatch({ type: 'fail', id: item.id, error: message });
          return;
        }
        await Promise.all(
          group.map(async (item, index) => {
            const document = item.isMultiPage ? created[0] : created[index];
            if (!document) {
              dispatch({ type: 'fail', id: item.id, error: 'Unable to upload document. Please try again.' });
              return;
            }
            const targets = [...document.uploads].sort((a, b) => a.index - b.index);
            try {
              await postAllToS3(targets, item.files, (progress) =>
                dispatch({ type: 'progress', id: item.id, progress }),
              );
              dispatch({ type: 'complete', id: item.id, documentId: document.documentId });
              if (item.isMultiPage)
                toast({
                  title: UPLOAD_MESSAGES.multiPageTitle,
                  description: multiPageUploadedMessage(item.pageCount),
                  variant: 'success',
                });
              for (const warning of document.warnings)
                toast({ title: 'Please Check This Upload', description: warning.message });
            } catch (error) {
              dispatch({ type: 'fail', id: item.id, error: failureMessage(error) });
            }
          }),
        );
        onDocumentsCreated();
      }
    },
    [getTurnstileToken, onDocumentsCreated],
  );

  const clearCompleted = useCallback(() => dispatch({ type: 'clearCompleted' }), []);

  return { items, upload, clearCompleted };
}

/**
 * §8: errors with details get the message as title (fallback 'Validation Failed') and the details as
 * description for 6 s; a server error field is shown under 'Upload Failed'; anything else by its
 * content. Returns the sentence the queue item keeps.
 */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    const fields = error.details?.fields;
    if (fields && typeof fields === 'object') {
      const description = Object.values(fields as Record<string, string[]>)
        .flat()
        .join(' ');
      toast({
        title: error.message || 'Validation Failed',
        description,
        variant: 'destructive',
        duration: 6000,
      });
      return description || error.message;
    }
    const failure = describeUploadFailure({ serverError: error.message });
    const upgrade =
      error.code === 'PAYMENT_REQUIRED' && typeof error.details?.upgradeUrl === 'string'
        ? ` Upgrade at ${error.details.upgradeUrl}.`
        : '';
    toast({ title: failure.title, description: failure.description + upgrade, variant: 'destructive' });
    return failure.description;
  }
  const failure = describeUploadFailure({ message: error instanceof Error ? error.message : String(error) });
  toast({ title: failure.title, description: failure.description, variant: 'destructive' });
  return failure.description;
}
