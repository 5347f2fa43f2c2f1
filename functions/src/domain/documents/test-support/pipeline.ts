// Test and benchmark helpers for the upload → pipeline path: upload through the API, post the bytes to
// the presigned S3 targets like the browser does, wait for a final state.
import { createHash, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import type { ApiClient } from '../../auth/test-support/api-client';
import { createPendingDocument, getDocumentById, type DocumentRecord } from '../../../db/access/documents';
import { dynamoClient } from '../../../platform/aws/dynamo';
import { getEnv } from '../../../platform/env';
import { putObject } from '../../../platform/storage';
import type { SampleDocument, SampleFile } from '../samples';

export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
  index: number;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * What the browser posts: the policy fields, then the file last (S3 ignores fields after it). A
 * connection reset (s3rver under hundreds of simultaneous uploads) is retried like a browser's retry.
 */
export async function postToS3(target: UploadTarget, file: SampleFile, attempts = 4): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.contentType }), file.name);
  try {
    const res = await fetch(target.url, { method: 'POST', body: form });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((r) => setTimeout(r, 250));
    return postToS3(target, file, attempts - 1);
  }
}

/** Uploads a sample as one document (multi-page when it has several files); returns the document id. */
export async function uploadSample(
  client: ApiClient,
  sample: SampleDocument,
  extra: { asClientId?: string; withHash?: boolean } = {},
): Promise<{ documentId: string; warnings: unknown[] }> {
  const describe = (f: SampleFile) => ({
    name: f.name,
    size: f.bytes.length,
    contentType: f.contentType,
    ...(extra.withHash ? { sha256: sha256(f.bytes) } : {}),
  });
  const multipage = sample.files.length > 1;
  const res = await client.post(multipage ? '/api/documents/upload-multipage' : '/api/documents/upload', {
    documentType: sample.documentType,
    [multipage ? 'pages' : 'files']: sample.files.map(describe),
    ...(extra.asClientId ? { asClientId: extra.asClientId } : {}),
  });
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  const created = (
    res.body as { documents: Array<{ documentId: string; uploads: UploadTarget[]; warnings: unknown[] }> }
  ).documents[0]!;
  for (const target of created.uploads) {
    const status = await postToS3(target, sample.files[target.index]!);
    if (status >= 300) throw new Error(`S3 POST failed: ${status}`);
  }
  return { documentId: created.documentId, warnings: created.warnings };
}

/** Polls the header until it is completed or failed. */
export async function waitForFinal(documentId: string, timeoutMs = 90_000): Promise<DocumentRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await getDocumentById(documentId);
    if (doc && (doc.status === 'completed' || doc.status === 'failed')) return doc;
    if (Date.now() > deadline) throw new Error(`document ${documentId} still ${doc?.status ?? 'missing'}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * A pending document whose files sit outside `originals/`, so the stack's own S3 → queue path ignores
 * it and a test drives the worker itself. `missing` lists file positions never put in S3 (an upload
 * whose pages never all arrive).
 */
export async function directDocument(
  ownerId: string,
  sample: SampleDocument,
  opts: { missing?: number[]; over?: Partial<DocumentRecord> } = {},
): Promise<string> {
  const documentId = randomUUID();
  const files = sample.files.map((f, i) => ({
    name: f.name,
    key: `direct-test/${documentId}/${i + 1}`,
    contentType: f.contentType,
    size: f.bytes.length,
  }));
  await createPendingDocument({
    documentId,
    ownerId,
    uploaderId: ownerId,
    documentType: sample.documentType,
    title: sample.files[0]!.name,
    subtitle: 'test',
    files,
    expectedFiles: files.length,
    warnings: [],
    createdAt: new Date().toISOString(),
    ...opts.over,
  });
  await Promise.all(
    files.map((f, i) =>
      opts.missing?.includes(i) ? undefined : putObject(f.key, sample.files[i]!.bytes, f.contentType),
    ),
  );
  return documentId;
}

/** An SQS event carrying the sweeper's re-drive message for a document, as the worker receives it. */
export function redriveEvent(documentId: string, messageId: string, receiveCount = 1): SQSEvent {
  return {
    Records: [
      {
        messageId,
        receiptHandle: 'r',
        body: JSON.stringify({ documentId }),
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: '0',
          SenderId: 'test',
          ApproximateFirstReceiveTimestamp: '0',
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
        awsRegion: 'us-east-1',
      },
    ],
  };
}

/** Every raw DynamoDB item of a document's partition (header, rows, marker), as JSON text. */
export async function rawDocumentItems(documentId: string): Promise<string> {
  const out = await dynamoClient().send(
    new QueryCommand({
      TableName: getEnv().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: `$docledger#documentid_${documentId}` } },
    }),
  );
  if (!out.Items?.length) throw new Error(`no items for document ${documentId}`);
  return JSON.stringify(out.Items);
}
