// Physical design of the single table (DESIGN §7). infra reads these to create the table and GSIs,
// so the key names live in exactly one place.
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const GSIS = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/** Epoch seconds; DynamoDB TTL deletes lazily, so every read also ignores expired items. */
export const TTL_ATTRIBUTE = 'expiresAt';
