import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { isInFlight, type RecentDocument } from '../lib/document-list';

export const PROCESSING_FAILED_TITLE = 'Processing Failed';
export const PROCESSING_FAILED_DEFAULT =
  "Unable to process this document. Please ensure it's a valid document.";

/**
 * The dashboard's failed-processing alert (spec part 2 §2.3, §4): when a document the user is watching
 * goes from pending/processing to failed, say so with the reason from its extraction metadata.
 */
export function useFailedProcessingAlert(documents: readonly RecentDocument[]) {
  const previous = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = new Map(documents.map((doc) => [doc.documentId, doc.processingStatus]));
    if (!before) return;
    const failed = documents.filter(
      (doc) => doc.processingStatus === 'failed' && isInFlight(before.get(doc.documentId) ?? ''),
    );
    const first = failed[0];
    if (!first) return;
    toast({
      title: PROCESSING_FAILED_TITLE,
      description: `${first.title}: ${first.extractionMetadata.reason ?? PROCESSING_FAILED_DEFAULT}`,
      variant: 'destructive',
    });
  }, [documents]);
}
