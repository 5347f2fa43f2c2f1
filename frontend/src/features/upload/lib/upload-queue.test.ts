import { describe, expect, it } from 'vitest';
import { newQueueItem, queueReducer } from './upload-queue';

const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

describe('queueReducer', () => {
  it('moves an item through uploading to completed, never backwards in progress', () => {
    const item = newQueueItem([pdf], 'bank_statement', false);
    let items = queueReducer([], { type: 'add', items: [item] });
    items = queueReducer(items, { type: 'start', id: item.id });
    items = queueReducer(items, { type: 'progress', id: item.id, progress: 40 });
    items = queueReducer(items, { type: 'progress', id: item.id, progress: 30 });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 40 });
    items = queueReducer(items, { type: 'progress', id: item.id, progress: 100 });
    expect(items[0]?.progress).toBe(99);
    items = queueReducer(items, { type: 'complete', id: item.id, documentId: 'doc-1' });
    expect(items[0]).toMatchObject({ status: 'completed', progress: 100, documentId: 'doc-1' });
  });

  it('keeps failed items and drops completed ones on Clear Completed', () => {
    const a = newQueueItem([pdf], 'w2', false);
    const b = newQueueItem([pdf, pdf], 'w2', true);
    let items = queueReducer([], { type: 'add', items: [a, b] });
    items = queueReducer(items, { type: 'complete', id: a.id, documentId: 'd' });
    items = queueReducer(items, { type: 'fail', id: b.id, error: 'boom' });
    items = queueReducer(items, { type: 'clearCompleted' });
    expect(items.map((i) => [i.id, i.status, i.error, i.pageCount])).toEqual([[b.id, 'failed', 'boom', 2]]);
  });
});
