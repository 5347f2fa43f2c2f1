// The read side's projections (issue 8): lists read only the list-row attributes of a header, viewers
// only the shown attributes of a child row, and the key check only the key id. What a projection leaves
// out must never change a view: each projected read is compared with the full read through the same
// view function, and the sealed identifiers must not be read at all by a list.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  getDocumentById,
  getDocumentWithRowViews,
  LIST_ROW_ATTRIBUTES,
  ROW_VIEW_ATTRIBUTES,
  listDocumentRows,
  listDocumentRowViews,
  listDocumentSummariesByOwnerType,
  listDocumentsByOwnerType,
  listRecentDocumentSummaries,
  listRecentDocumentsByOwner,
  type DocumentRecord,
  type RowKind,
} from '../../db/access/documents';
import { keyExists, listKeysByUser } from '../../db/access/encryption-keys';
import { db } from '../../db/db';
import { getEnv } from '../../platform/env';
import { documentClient } from '../../platform/aws/dynamo';
import { generateKey } from '../keys/keys';
import { storeCompletedDocument } from './test-support/stored-documents';
import { asStored, asStoredRows } from './reads';
import { rowView, toListRow } from './views';
import { createActiveUser } from '../auth/test-support/users';

let ownerId: string;
const stored: DocumentRecord[] = [];

beforeAll(async () => {
  useLocalStack();
  ownerId = await createActiveUser('projections');
  await generateKey(ownerId, { keySize: 2048, algorithm: 'RSA-256' });
  // Every type once: each has its own fields, checks and sealed identifiers.
  for (const type of DOCUMENT_TYPE_CODES) stored.push(await storeCompletedDocument(ownerId, type));
});

describe('list projections', () => {
  it('the dashboard query reads no fields, checks or sealed identifiers, and its rows equal the full read', async () => {
    const full = await listRecentDocumentsByOwner(ownerId);
    const summaries = await listRecentDocumentSummaries(ownerId);
    expect(summaries.items.map((d) => d.documentId)).toEqual(full.items.map((d) => d.documentId));
    expect(summaries.items).toHaveLength(stored.length);
    const allowed = new Set<string>(LIST_ROW_ATTRIBUTES);
    for (const item of summaries.items) {
      for (const name of Object.keys(item)) expect(allowed, name).toContain(name);
      expect(item).not.toHaveProperty('sensitiveEnc');
      expect(item).not.toHaveProperty('wrappedDataKey');
      expect(item).not.toHaveProperty('fields');
      expect(item).not.toHaveProperty('checks');
    }
    // The full headers of a completed statement do carry them: the projection is what leaves them out.
    expect(full.items.some((d) => d.sensitiveEnc)).toBe(true);
    expect(summaries.items.map((d) => toListRow(asStored(d)))).toEqual(
      full.items.map((d) => toListRow(asStored(d))),
    );
  });

  it('pages through the dashboard query with the projection', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listRecentDocumentSummaries(ownerId, { cursor, limit: 4 });
      ids.push(...page.items.map((d) => d.documentId));
      cursor = page.cursor;
    } while (cursor);
    expect(ids).toEqual((await listRecentDocumentsByOwner(ownerId)).items.map((d) => d.documentId));
  });

  it("one type's list equals the full read", async () => {
    const full = await listDocumentsByOwnerType(ownerId, 'bank_statement', { all: true });
    const summaries = await listDocumentSummariesByOwnerType(ownerId, 'bank_statement');
    expect(summaries).toHaveLength(1);
    expect(summaries.map((d) => toListRow(asStored(d)))).toEqual(
      full.items.map((d) => toListRow(asStored(d))),
    );
  });
});

describe('row projection', () => {
  it("a viewer's rows equal the full rows through rowView, for every kind of every type", async () => {
    let compared = 0;
    const allowed = new Set<string>(ROW_VIEW_ATTRIBUTES);
    for (const doc of stored) {
      const full = await listDocumentRows(doc.documentId);
      const projected = await listDocumentRowViews(doc.documentId);
      expect(projected.map((r) => r.rowId)).toEqual(full.map((r) => r.rowId));
      for (const row of projected) for (const name of Object.keys(row)) expect(allowed, name).toContain(name);
      expect(asStoredRows(projected).map(rowView)).toEqual(asStoredRows(full).map(rowView));
      compared += full.length;
      for (const kind of new Set(full.map((r) => r.kind))) {
        expect((await listDocumentRowViews(doc.documentId, kind)).map((r) => r.rowId)).toEqual(
          full.filter((r) => r.kind === kind).map((r) => r.rowId),
        );
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('header with rows in one query', () => {
  it('equals the header read and the row projection, for every type', async () => {
    for (const doc of stored) {
      const { header, rows } = await getDocumentWithRowViews(doc.documentId);
      expect(header).toEqual(await getDocumentById(doc.documentId));
      expect(rows).toEqual(await listDocumentRowViews(doc.documentId));
    }
  });

  it('finds nothing for an unknown id', async () => {
    expect(await getDocumentWithRowViews(randomUUID())).toEqual({ header: null, rows: [] });
  });
});

describe('row storage', () => {
  const rawItem = async (row: { documentId: string; kind: RowKind; rowId: string }) => {
    const key = db().entities.documentRow.get(row).params<{ Key: Record<string, string> }>().Key;
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: getEnv().TABLE_NAME, Key: key }),
    );
    return { key, item: Item! };
  };

  it("keeps a row's data and field confidence as one JSON string each, read back as objects", async () => {
    const statement = stored.find((d) => d.documentType === 'bank_statement')!;
    const [row] = await listDocumentRows(statement.documentId, 'transactions');
    const { item } = await rawItem(row!);
    expect(typeof item.data).toBe('string');
    expect(typeof item.fieldConfidence).toBe('string');
    expect(JSON.parse(item.data as string)).toEqual(row!.data);
    expect(JSON.parse(item.fieldConfidence as string)).toEqual(row!.fieldConfidence);
  });

  it('still reads a row written as DynamoDB maps, as before the JSON storage', async () => {
    const statement = stored.find((d) => d.documentType === 'bank_statement')!;
    const [row] = await listDocumentRows(statement.documentId, 'transactions');
    const { item } = await rawItem(row!);
    const legacy = {
      ...item,
      data: JSON.parse(item.data as string) as unknown,
      fieldConfidence: JSON.parse(item.fieldConfidence as string) as unknown,
    };
    await documentClient().send(new PutCommand({ TableName: getEnv().TABLE_NAME, Item: legacy }));
    const [again] = await listDocumentRowViews(statement.documentId, 'transactions');
    expect(again!.data).toEqual(row!.data);
    expect(again!.fieldConfidence).toEqual(row!.fieldConfidence);
  });
});

describe('key check', () => {
  it('tells an existing key from a missing one, also under another user', async () => {
    const [key] = await listKeysByUser(ownerId);
    expect(await keyExists(ownerId, key!.keyId)).toBe(true);
    expect(await keyExists(ownerId, randomUUID())).toBe(false);
    expect(await keyExists(randomUUID(), key!.keyId)).toBe(false);
  });
});
