import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { documentIdFromKey, parseExtractionMessage } from './handler';

const asRecord = (body: unknown) => ({ messageId: 'm', body: JSON.stringify(body) }) as SQSRecord;

describe('extraction messages', () => {
  it('finds the document of an uploaded object (URL-encoded keys included)', () => {
    expect(documentIdFromKey('originals/u-1/d-1/1.pdf')).toBe('d-1');
    expect(documentIdFromKey('originals/u%2D1/d%2D2/2.jpg')).toBe('d-2');
    expect(documentIdFromKey('elsewhere/u/d/1.pdf')).toBeNull();
    expect(documentIdFromKey('originals/u/d')).toBeNull();
  });

  it('reads S3 notifications (one job per document, even for several pages), re-drives and test events', () => {
    const s3 = {
      Records: [
        { eventName: 'ObjectCreated:Post', s3: { object: { key: 'originals/u/d-1/1.jpg' } } },
        { eventName: 'ObjectCreated:Post', s3: { object: { key: 'originals/u/d-1/2.jpg' } } },
        { eventName: 'ObjectRemoved:Delete', s3: { object: { key: 'originals/u/d-9/1.pdf' } } },
      ],
    };
    expect(parseExtractionMessage(asRecord(s3))).toEqual([{ documentId: 'd-1' }]);
    expect(parseExtractionMessage(asRecord({ documentId: 'd-2' }))).toEqual([{ documentId: 'd-2' }]);
    expect(parseExtractionMessage(asRecord({ Event: 's3:TestEvent' }))).toEqual([]);
    expect(() => parseExtractionMessage(asRecord({ hello: 'world' }))).toThrow();
  });
});
