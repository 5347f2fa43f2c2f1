// The one list of sensitive identifiers (`identifier()` marks in shared/src/domain/document-fields.ts)
// is what the worker seals, what the views replace by masked copies and what every export masks: for
// each type, a document whose every marked field holds a distinctive value is stored through the
// worker's sealing, and its raw table items, its detail view (validated by the route's schema, as the
// HTTP chain does) and every export format offered for it must not contain any of those values.
import { DOCUMENT_VIEW_SCHEMAS } from '@docledger/shared/api/schemas/documents-views';
import {
  DOCUMENT_FIELD_SCHEMAS,
  SENSITIVE_FIELDS,
  fieldNamesOf,
} from '@docledger/shared/domain/document-fields';
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { maskSensitive } from '@docledger/shared/domain/sensitive-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { listDocumentRows } from '../../db/access/documents';
import { getUserByEmail } from '../../db/access/users';
import { exportDocument, formatsFor } from '../../export/export-document';
import { quickUser } from '../auth/test-support/api-client';
import { toExportDocument } from './exports';
import { openSensitiveFields } from './sensitive';
import { rawDocumentItems } from './test-support/pipeline';
import { FIXTURES, storeCompletedDocument } from './test-support/stored-documents';
import { toDetailView, type StoredDocument, type StoredRow } from './views';

/** Names that are identifiers by what they are called; each must be marked (the `…Last4` fields are tails). */
const IDENTIFIER_NAME = /(SSN|EIN|TIN|accountNumber|routingNumber|employeeId)$/;

/** A value no other field holds, with a last 4 that survives masking (`…<n>7` → `••••<..>`). */
function secretFor(type: ExtractableTypeCode, name: string, i: number): string {
  return `Q${EXTRACTABLE_TYPE_CODES.indexOf(type)}Z${i}-83${String(1000 + i * 37).padStart(6, '0')}`;
}

let ownerId: string;

beforeAll(async () => {
  const stack = useLocalStack();
  const user = await quickUser({ baseUrl: stack.urls.app, origin: stack.env.PUBLIC_URL! });
  ownerId = (await getUserByEmail(user.email))!.userId;
});

describe('every field marked sensitive in the field schemas', () => {
  it('covers every field named like an identifier, and nothing that is not a field', () => {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const names = fieldNamesOf(type);
      const marked = Object.keys(SENSITIVE_FIELDS[type]);
      expect(
        marked.filter((n) => !names.includes(n)),
        type,
      ).toEqual([]);
      expect(
        names.filter((n) => IDENTIFIER_NAME.test(n) && !marked.includes(n)),
        `${type}: identifier-like fields not marked with identifier()`,
      ).toEqual([]);
      // No child row carries an identifier (only header fields are sealed).
      for (const [kind, schema] of Object.entries(DOCUMENT_FIELD_SCHEMAS[type].children))
        expect(
          Object.keys(schema.shape).filter((n) => IDENTIFIER_NAME.test(n)),
          `${type}.${kind}`,
        ).toEqual([]);
    }
  });

  it.each(EXTRACTABLE_TYPE_CODES.filter((t) => Object.keys(SENSITIVE_FIELDS[t]).length > 0))(
    '%s: sealed at rest, masked in the detail view and in every export',
    async (type) => {
      const specs = Object.entries(SENSITIVE_FIELDS[type]);
      const secrets = Object.fromEntries(specs.map(([name], i) => [name, secretFor(type, name, i)]));
      const fixture = { ...FIXTURES[type], fields: { ...FIXTURES[type].fields, ...secrets } };
      const doc = await storeCompletedDocument(ownerId, type, { fixture });
      const leaks = (where: string, text: string) => {
        for (const [name, secret] of Object.entries(secrets)) {
          expect(text, `${where} holds ${name} in full`).not.toContain(secret);
          expect(text, `${where} holds ${name}'s digits`).not.toContain(secret.replace(/\D/g, ''));
        }
      };

      // At rest: only the ciphertext, which opens to exactly the marked fields.
      leaks('the table', await rawDocumentItems(doc.documentId));
      expect(await openSensitiveFields(doc)).toEqual(secrets);
      for (const [name, spec] of specs) {
        expect(doc.fields).not.toHaveProperty(name);
        expect(doc.masked[name]).toBe(maskSensitive(secrets[name], spec.mask, '•'));
      }

      // Detail view, serialised through the route's schema.
      const rows = await listDocumentRows(doc.documentId);
      const rights = { canEdit: true, canDelete: true, sensitiveDataReadable: true };
      const view = DOCUMENT_VIEW_SCHEMAS[type].parse(
        toDetailView(doc as unknown as StoredDocument, rows as unknown as StoredRow[], rights),
      );
      leaks('the detail view', JSON.stringify(view));
      const viewFields = view.fields as Record<string, unknown>;
      for (const [name, spec] of specs) {
        expect(viewFields).not.toHaveProperty(name);
        if (spec.view === 'masked') expect(viewFields[`${name}Masked`]).toBe(doc.masked[name]);
        else expect(viewFields).not.toHaveProperty(`${name}Masked`);
      }

      // Every export format of the type, from the stored document and from the plaintext alike.
      const stored = toExportDocument(doc, rows);
      const plain = { ...stored, fields: { ...stored.fields, ...secrets } } as typeof stored;
      for (const format of formatsFor(type)) {
        for (const input of [stored, plain]) {
          const { body } = exportDocument(input, format, { now: new Date('2026-02-01T00:00:00Z') });
          leaks(`the ${format} export`, typeof body === 'string' ? body : Buffer.from(body).toString());
        }
      }
    },
  );
});
