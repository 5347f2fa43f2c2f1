// Document lifecycle helpers shared by the upload route, the extraction worker and the read side:
// stable row ids, rows from an extraction result, titles, and deleting a document with its assets.
import { randomBytes } from 'node:crypto';
import { DOCUMENT_TYPE_DISPLAY_NAMES, type DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  deleteDocumentWithRows,
  ROW_KINDS,
  type DocumentRecord,
  type DocumentRowRecord,
  type RowKind,
} from '../../db/access/documents';
import { adjustKeyUsage } from '../../db/access/encryption-keys';
import { adjustUserDocumentCount } from '../../db/access/users';
import { deleteObject } from '../../platform/storage';
import type { CheckResult, ChildRow, ScalarValue } from '../../extraction/types';

/** A new stable row id: `<documentId>.<10 random base32 chars>` (documentIdOfRow reverses it). */
export function newRowId(documentId: string): string {
  return `${documentId}.${randomBytes(8).toString('hex').slice(0, 10)}`;
}

const INDEXED_REF = /^(transactions|lineItems|box12_codes|box14_other|stateTaxInfo|dependents)\[(\d+)\](.*)$/;

/**
 * Turns an extraction result's child arrays into rows with stable ids. Row-level confidence keys
 * ("transactions[3].amount") move onto the row (`fieldConfidence.amount`). Returns the rows and a
 * function that rewrites index references ("transactions[3].amount") into id references
 * ("transactions[<rowId>].amount").
 */
export function rowsFromExtraction(
  documentId: string,
  ownerId: string,
  arrays: Partial<Record<RowKind, ChildRow[] | undefined>>,
  fieldConfidence: Record<string, number>,
  now: string,
): {
  rows: DocumentRowRecord[];
  toIdRef: (ref: string) => string;
  idOf: (kind: RowKind, index: number) => string | undefined;
} {
  const rows: DocumentRowRecord[] = [];
  const ids: Partial<Record<RowKind, string[]>> = {};
  for (const kind of ROW_KINDS) {
    const list = arrays[kind] ?? [];
    ids[kind] = list.map(() => newRowId(documentId));
    list.forEach((data, index) => {
      const conf: Record<string, number> = {};
      const prefix = `${kind}[${index}].`;
      for (const [key, value] of Object.entries(fieldConfidence)) {
        if (key.startsWith(prefix)) conf[key.slice(prefix.length)] = value;
      }
      const values = Object.values(conf).filter(Number.isFinite);
      rows.push({
        documentId,
        ownerId,
        kind,
        rowId: ids[kind]![index]!,
        position: index,
        data: data as Record<string, ScalarValue>,
        fieldConfidence: conf,
        confidence: values.length ? round3(values.reduce((a, b) => a + b, 0) / values.length) : 0,
        createdAt: now,
        updatedAt: now,
        version: 1,
      });
    });
  }
  const idOf = (kind: RowKind, index: number) => ids[kind]?.[index];
  const toIdRef = (ref: string) => {
    const m = INDEXED_REF.exec(ref);
    if (!m) return ref;
    const id = idOf(m[1] as RowKind, Number(m[2]));
    return id ? `${m[1]}[${id}]${m[3]}` : ref;
  };
  return { rows, toIdRef, idOf };
}

/** Check results with row references by id; a numeric `…Row` value (e.g. firstBrokenRow) gets a `…RowId`. */
export function checksWithRowIds(
  checks: CheckResult[],
  toIdRef: (ref: string) => string,
  idOf: (kind: RowKind, index: number) => string | undefined,
  defaultKind: RowKind | undefined,
): CheckResult[] {
  return checks.map((check) => {
    const values: Record<string, ScalarValue> = { ...check.values };
    for (const [key, value] of Object.entries(check.values)) {
      if (/Row$/.test(key) && typeof value === 'number' && defaultKind) {
        const id = idOf(defaultKind, value);
        if (id) values[`${key}Id`] = id;
      }
    }
    return { ...check, values, fields: check.fields.map(toIdRef) };
  });
}

/** Scalar confidences only (row-level ones live on the rows). */
export function scalarConfidence(fieldConfidence: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(fieldConfidence).filter(([k]) => !k.includes('[')));
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

type Fields = Record<string, ScalarValue | undefined>;

function str(v: ScalarValue | undefined): string | null {
  return v === null || v === undefined || v === '' ? null : String(v);
}

function period(start: ScalarValue | undefined, end: ScalarValue | undefined): string | null {
  const s = str(start);
  const e = str(end);
  if (s && e) return `${s} – ${e}`;
  return s ?? e;
}

function join(...parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join(' · ');
}

/** Title and subtitle of a pending document (before extraction). */
export function pendingTitle(
  type: DocumentTypeCode,
  files: { name: string }[],
): { title: string; subtitle: string } {
  const name = files[0]?.name ?? DOCUMENT_TYPE_DISPLAY_NAMES[type];
  return {
    title: name,
    subtitle:
      files.length > 1
        ? `${DOCUMENT_TYPE_DISPLAY_NAMES[type]} · ${files.length} pages`
        : DOCUMENT_TYPE_DISPLAY_NAMES[type],
  };
}

/** Title and subtitle of a completed document, from its fields (spec part 2 §2.4 list columns). */
export function completedTitle(
  type: DocumentTypeCode,
  fields: Fields,
  masked: Record<string, string>,
  fallback: string,
): { title: string; subtitle: string } {
  const f = fields;
  const name = DOCUMENT_TYPE_DISPLAY_NAMES[type];
  switch (type) {
    case 'bank_statement':
      return {
        title: str(f.bankName) ?? name,
        subtitle:
          join(str(f.accountName), masked.accountNumber, period(f.statementStartDate, f.statementEndDate)) ||
          name,
      };
    case 'credit_card_statement':
      return {
        title: str(f.cardIssuer) ?? name,
        subtitle: join(masked.accountNumber, period(f.statementStartDate, f.statementEndDate)) || name,
      };
    case 'invoice':
      return {
        title: str(f.vendorName) ?? name,
        subtitle:
          join(f.invoiceNumber ? `Invoice ${str(f.invoiceNumber)}` : null, str(f.invoiceDate)) || name,
      };
    case 'payslip':
      return {
        title: str(f.employerName) ?? name,
        subtitle: join(str(f.employeeName), f.payDate ? `Paid ${str(f.payDate)}` : null) || name,
      };
    case 'w2':
      return {
        title: join('W-2', str(f.employerName)) || name,
        subtitle: join(f.taxYear ? `Tax year ${str(f.taxYear)}` : null, str(f.employeeName)) || name,
      };
    case 'irs_1040':
      return {
        title: join('Form 1040', str(f.taxYear)),
        // One name, so a space, not the '·' that separates list items.
        subtitle: [str(f.taxpayerFirstName), str(f.taxpayerLastName)].filter(Boolean).join(' ') || name,
      };
    case 'irs_1099':
      return {
        title: f.formVariant ? `Form 1099-${str(f.formVariant)}` : name,
        subtitle: join(str(f.payerName), str(f.taxYear)) || name,
      };
    case 'profit_loss':
    case 'cash_flow':
      return {
        title: str(f.companyName) ?? name,
        subtitle: join(name, period(f.periodStartDate, f.periodEndDate)),
      };
    case 'balance_sheet':
      return {
        title: str(f.companyName) ?? name,
        subtitle: join(name, str(f.periodEndDate) ?? str(f.reportDate)),
      };
    case 'other':
      return { title: fallback, subtitle: name };
  }
}

/**
 * Deletes a document for good: rows, header, in-flight marker, S3 originals, and the counters it
 * holds (the owner's document count when it had completed, the key's usage when it was encrypted).
 * Returns false when it was already gone.
 */
export async function deleteDocumentWithAssets(
  doc: Pick<DocumentRecord, 'documentId' | 'version'>,
  opts: { checkVersion?: boolean } = {},
): Promise<boolean> {
  const header = await deleteDocumentWithRows(doc.documentId, opts.checkVersion ? doc.version : undefined);
  if (!header) return false;
  await Promise.all(header.files.map((f) => deleteObject(f.key)));
  if (header.status === 'completed') await adjustUserDocumentCount(header.ownerId, -1);
  if (header.encryptionKeyId) {
    await adjustKeyUsage(header.ownerId, header.encryptionKeyId, {
      documents: -1,
      transactions: -(header.rowCounts.transactions ?? 0),
    });
  }
  return true;
}
