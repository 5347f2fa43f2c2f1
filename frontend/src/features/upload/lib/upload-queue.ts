import type { QueueStatus } from './upload-rules';

/** One queued document (spec part 2 §3 "Upload queue item", client only). */
export interface QueueItem {
  id: string;
  name: string;
  files: File[];
  documentType: string;
  progress: number;
  status: QueueStatus;
  isMultiPage: boolean;
  pageCount: number;
  error: string | null;
  documentId: string | null;
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'complete'; id: string; documentId: string }
  | { type: 'fail'; id: string; error: string }
  | { type: 'clearCompleted' };

export function queueReducer(items: QueueItem[], action: QueueAction): QueueItem[] {
  const update = (id: string, patch: Partial<QueueItem>) =>
    items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(action.id, { status: 'uploading', progress: 0, error: null });
    case 'progress': {
      const item = items.find((candidate) => candidate.id === action.id);
      // Progress never goes backwards (the ticker and real events may interleave) and stops at 99.
      if (!item || item.status !== 'uploading' || action.progress <= item.progress) return items;
      return update(action.id, { progress: Math.min(99, action.progress) });
    }
    case 'complete':
      return update(action.id, { status: 'completed', progress: 100, documentId: action.documentId });
    case 'fail':
      return update(action.id, { status: 'failed', error: action.error });
    case 'clearCompleted':
      return items.filter((item) => item.status !== 'completed');
  }
}

let counter = 0;
export function newQueueItem(files: File[], documentType: string, isMultiPage: boolean): QueueItem {
  counter += 1;
  const first = files[0];
  return {
    id: `upload-${Date.now()}-${counter}`,
    name: isMultiPage ? `${first?.name ?? 'photo'} + ${files.length - 1} more` : (first?.name ?? 'document'),
    files,
    documentType,
    progress: 0,
    status: 'pending',
    isMultiPage,
    pageCount: files.length,
    error: null,
    documentId: null,
  };
}
