// The local engine's output held to the same shared zod field schemas the Claude path is validated
// against: a value the schema refuses (a malformed date, a negative amount where the schema wants a
// magnitude, an unknown enum value, text where a number belongs) is dropped rather than stored, and
// each drop is reported so the result is sent for review instead of passing silently.
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { z } from 'zod';
import type { ChildArrayName, ChildRow, ParsedDocument, ScalarValue } from './types';

export interface SchemaConformance {
  parsed: ParsedDocument;
  /** One line per value dropped, naming the field (never its content: it may be sensitive). */
  problems: string[];
}

function fits(schema: z.ZodType | undefined, value: ScalarValue | undefined): boolean {
  return !schema || schema.safeParse(value).success;
}

/**
 * Returns `parsed` with every scalar and child-row value that does not fit the type's shared
 * schema set to null (its confidence and provenance removed), and a problem per dropped value.
 * Fields the schema does not name are removed, as the Claude path's zod parse removes them.
 */
export function conformToSchema(type: ExtractableTypeCode, parsed: ParsedDocument): SchemaConformance {
  const spec = DOCUMENT_FIELD_SCHEMAS[type];
  const problems: string[] = [];
  const fieldConfidence = { ...parsed.fieldConfidence };
  const provenance = parsed.provenance ? { ...parsed.provenance } : undefined;
  const drop = (key: string) => {
    delete fieldConfidence[key];
    if (provenance) delete provenance[key];
  };
  const fieldShape = spec.fields.shape as Record<string, z.ZodType>;
  const fields = { ...parsed.fields };
  for (const [name, value] of Object.entries(fields)) {
    if (!(name in fieldShape)) {
      delete fields[name];
      drop(name);
      continue;
    }
    if (value === null || fits(fieldShape[name], value)) continue;
    fields[name] = null;
    drop(name);
    problems.push(`Value does not fit the ${name} field and was dropped`);
  }
  const out: ParsedDocument = { ...parsed, fields, fieldConfidence };
  if (provenance) out.provenance = provenance;
  for (const [array, rowSchema] of Object.entries(spec.children) as [ChildArrayName, z.ZodObject][]) {
    const rows = parsed[array];
    if (!rows) continue;
    const shape = rowSchema.shape as Record<string, z.ZodType>;
    out[array] = rows.map((row, i): ChildRow => {
      const copy = { ...row };
      for (const [key, value] of Object.entries(row)) {
        if (value === null || fits(shape[key], value)) continue;
        copy[key] = null;
        drop(`${array}[${i}].${key}`);
        problems.push(`Value does not fit ${array}[${i}].${key} and was dropped`);
      }
      return copy;
    });
  }
  return { parsed: out, problems };
}
