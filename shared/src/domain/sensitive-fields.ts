// The one definition of sensitive identifiers (DESIGN §8; decisions 036, 040, 050, 038): account and
// routing numbers, SSNs, EINs/TINs and employee ids are marked where they are declared, in the field
// schemas of document-fields.ts, with `identifier(mask, view)`. Everything else is derived from that
// mark: which fields the worker seals at rest, which the detail views replace by `<name>Masked`, and
// which every export masks, each masked by the one function below.
import * as z from 'zod';

/** How a sensitive identifier is masked wherever it is stored in clear, shown or exported. */
export type SensitiveMask =
  /** The last 4 letters/digits stay visible; a value of 4 or fewer characters is hidden entirely. */
  | 'last4'
  /** The document prints only the last digits (a card's "ending in 1234"): 4 digits stay visible. */
  | 'printedLast4';

/** What a detail view carries in the identifier's place. */
export type SensitiveView =
  /** `<name>Masked`: the stored masked copy. */
  | 'masked'
  /** Nothing: the form prints its own last-4 field beside it (the 1040's `taxpayerSsnLast4`). */
  | 'omitted';

export interface SensitiveFieldSpec {
  mask: SensitiveMask;
  view: SensitiveView;
}

/** Where `identifier()` records its mark; read it through `sensitiveFieldsOf`. */
export const sensitiveRegistry = z.registry<SensitiveFieldSpec>();

declare const sensitiveBrand: unique symbol;
type Text = z.ZodOptional<z.ZodNullable<z.ZodString>>;
/** A nullable optional string marked sensitive; the brand exists in types only (views derive keys from it). */
export type SensitiveText<V extends SensitiveView = SensitiveView> = Text & { readonly [sensitiveBrand]: V };

/** A sensitive identifier field of an extraction schema. Each call is its own schema instance. */
export function identifier<const V extends SensitiveView>(mask: SensitiveMask, view: V): SensitiveText<V> {
  return z.string().nullable().optional().register(sensitiveRegistry, { mask, view }) as SensitiveText<V>;
}

/** Keys of a shape marked sensitive (any view). */
export type SensitiveKeys<S> = {
  [K in keyof S]: S[K] extends SensitiveText ? K : never;
}[keyof S] &
  string;
/** Keys of a shape marked sensitive whose views carry `<name>Masked`. */
export type MaskedViewKeys<S> = {
  [K in keyof S]: S[K] extends SensitiveText<'masked'> ? K : never;
}[keyof S] &
  string;

/** The sensitive fields of an object schema, by name, with how each is masked. */
export function sensitiveFieldsOf(schema: z.ZodObject): Readonly<Record<string, SensitiveFieldSpec>> {
  const out: Record<string, SensitiveFieldSpec> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const spec = sensitiveRegistry.get(field as z.ZodType);
    if (spec) out[name] = spec;
  }
  return out;
}

/** Leading mask characters of an already-masked value (`****1234`, `XXX-XX-1234`, `••••1234`). */
const MASK_PREFIX = /^[\s*•Xx-]*[*•Xx][\s*•Xx-]*/;

/** The visible letters/digits of an identifier, and whether it was already masked. */
function visible(value: string): { chars: string; alreadyMasked: boolean } {
  const prefix = MASK_PREFIX.exec(value)?.[0] ?? '';
  const alreadyMasked = prefix !== '' && /[*•]|[Xx]{2}/.test(prefix);
  const rest = alreadyMasked ? value.slice(prefix.length) : value;
  return { chars: rest.replace(/[^0-9A-Za-z]/g, ''), alreadyMasked };
}

/**
 * `<bullet × 4><last 4>`: the last 4 letters/digits behind four mask characters (`•` in stored copies
 * and views, `*` in exports). A value of 4 or fewer characters is the whole secret and is hidden
 * entirely, unless it is already only the tail of a longer number: an already-masked value, or a
 * `printedLast4` field of exactly 4 digits. Null for an empty value.
 */
export function maskSensitive(
  value: string | null | undefined,
  mask: SensitiveMask,
  bullet: '•' | '*' = '•',
): string | null {
  if (value == null || value.trim() === '') return null;
  const { chars, alreadyMasked } = visible(value);
  const hidden = bullet.repeat(4);
  const tailOnly = alreadyMasked || (mask === 'printedLast4' && /^\d{4}$/.test(chars));
  if (chars === '' || (chars.length <= 4 && !tailOnly)) return hidden;
  return `${hidden}${chars.slice(-4)}`;
}

/** The last 4 letters/digits of an identifier (OFX account ids, IIF account names), or null. */
export function last4(value: string | null | undefined): string | null {
  const { chars } = visible(value ?? '');
  return chars.length === 0 ? null : chars.slice(-4);
}
