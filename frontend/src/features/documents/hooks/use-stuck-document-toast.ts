import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { isStuck, STUCK_TOAST, type RecentDocument } from '../lib/document-list';

// Documents already warned about in this browser session: the toast comes once per document (§4),
// also across reloads and remounts of the dashboard.
const WARNED_KEY = 'stuckDocumentsWarned';

function warnedIds(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(WARNED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Spec part 2 §4: a document pending or processing more than 2 minutes after its upload triggers,
 * once per document, the default-style 'Processing Taking Longer Than Expected' toast. Checked on
 * every refetch (every 3 s while something is in flight).
 */
export function useStuckDocumentToast(documents: readonly RecentDocument[]) {
  useEffect(() => {
    const now = Date.now();
    const warned = warnedIds();
    const stuck = documents.filter((doc) => isStuck(doc, now) && !warned.has(doc.documentId));
    if (stuck.length === 0) return;
    for (const doc of stuck) warned.add(doc.documentId);
    try {
      sessionStorage.setItem(WARNED_KEY, JSON.stringify([...warned]));
    } catch {
      // Storage full or blocked: the toast may repeat after a reload, nothing worse.
    }
    toast({ title: STUCK_TOAST.title, description: STUCK_TOAST.description });
  }, [documents]);
}
