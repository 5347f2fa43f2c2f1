// The extraction engine end to end: read → parse (local engine, Claude, or local then Claude) →
// arithmetic checks → confidence → metadata. Never throws for a bad document: failures come back
// as an empty result whose metadata.error says why, in words a user can act on.
import { DOCUMENT_FIELD_SCHEMAS, fieldNamesOf } from '@docledger/shared/domain/document-fields';
import {
  DOCUMENT_TYPE_DISPLAY_NAMES,
  type ExtractableTypeCode,
} from '@docledger/shared/domain/document-types';
import { calibratorFor } from './calibration';
import { applyCheckPenalties, runChecks } from './checks/registry';
import { repairByChecks } from './checks/repair-by-checks';
import { suspectedOtherType } from './classify';
import { ClaudeExtractionError, extractWithClaude, type ClaudeOptions } from './claude/claude-extractor';
import { parserFor } from './parsers/registry';
import { chooseReading } from './readings';
import { readDocument, type OcrOptions } from './read/read-document';
import { reviewExtraction } from './review';
import { conformToSchema } from './schema-guard';
import {
  ExtractionInputError,
  type CheckResult,
  type ChildArrayName,
  type DocumentText,
  type ExtractionInput,
  type ExtractionMetadata,
  type ExtractionResult,
  type ParsedDocument,
} from './types';

export type ExtractorMode = 'local' | 'claude' | 'auto';

export interface PipelineOptions {
  extractor?: ExtractorMode;
  /** Claude settings; without an apiKey the Claude path is unavailable. */
  claude?: Omit<ClaudeOptions, 'runChecks'>;
  /** In auto mode, local results below this confidence go to Claude. */
  autoThreshold?: number;
  /** Whole read stage budget (OCR included). */
  readTimeoutMs?: number;
  /** OCR preparation switches for A/B measurement (the bench); the defaults are the product's. */
  ocr?: OcrOptions;
  signal?: AbortSignal;
}

export const LOCAL_MODEL_LABEL = 'DocLedger Local Engine';
export const DEFAULT_AUTO_THRESHOLD = 0.8;
export const GENERIC_FAILURE = "Unable to process this document. Please ensure it's a valid document.";
/** Each failed arithmetic check lowers overall confidence by this factor. */
const FAILED_CHECK_OVERALL_FACTOR = 0.85;

export async function extractDocument(
  input: ExtractionInput,
  opts: PipelineOptions = {},
): Promise<ExtractionResult> {
  const mode = opts.extractor ?? 'local';
  const started = Date.now();
  const timings: Record<string, number> = {};
  const warnings: string[] = [];
  let doc: DocumentText | null = null;
  try {
    let t = Date.now();
    try {
      doc = await readDocument(input, {
        timings,
        ...(opts.readTimeoutMs ? { timeoutMs: opts.readTimeoutMs } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.ocr ? { ocr: opts.ocr } : {}),
      });
    } catch (err) {
      // Claude reads page images itself, so an unreadable text layer is not fatal for it; bad input is.
      if (mode === 'local' || err instanceof ExtractionInputError || !opts.claude?.apiKey) throw err;
      warnings.push('The document could not be read locally; it was sent to Claude as images.');
    }
    timings.read = Date.now() - t;
    // The chosen type is still what we extract; a likely mistake is flagged for the user.
    const suspectedType = doc ? suspectedOtherType(doc, input.documentType) : null;
    if (suspectedType) {
      warnings.push(
        `This document looks like a ${DOCUMENT_TYPE_DISPLAY_NAMES[suspectedType]} rather than a ${DOCUMENT_TYPE_DISPLAY_NAMES[input.documentType]}.`,
      );
    }
    const who = <T extends Pick<ExtractionMetadata, 'extractor' | 'model' | 'usage'>>(w: T) => ({
      ...w,
      ...(suspectedType ? { suspectedType } : {}),
    });

    if (mode === 'claude') {
      const r = await runClaude(input, doc, opts, timings);
      return finish(
        input.documentType,
        r.parsed,
        doc,
        who({ extractor: 'claude', model: r.model, usage: r.usage }),
        timings,
        warnings,
        started,
      );
    }

    t = Date.now();
    const local = doc ? runLocal(input.documentType, doc) : null;
    timings.parse = Date.now() - t;
    if (!local && mode === 'local') throw new ExtractionInputError(GENERIC_FAILURE);

    const localReview = local
      ? reviewExtraction(input.documentType, local.parsed, local.checks, local.problems, {
          calibrate: calibratorFor(doc),
          text: doc,
        })
      : null;
    const wantsClaude =
      mode === 'auto' &&
      !!opts.claude?.apiKey &&
      (!localReview ||
        localReview.reviewRequired ||
        localReview.confidence < (opts.autoThreshold ?? DEFAULT_AUTO_THRESHOLD));
    if (wantsClaude) {
      try {
        const r = await runClaude(input, doc, opts, timings);
        return finish(
          input.documentType,
          r.parsed,
          doc,
          who({ extractor: 'claude', model: r.model, usage: r.usage }),
          timings,
          warnings,
          started,
        );
      } catch (err) {
        if (!local) throw err;
        // The local answer stands; say why Claude did not replace it.
        warnings.push(
          err instanceof ClaudeExtractionError
            ? `Claude fallback failed: ${err.message}`
            : 'Claude fallback failed.',
        );
      }
    }
    if (!local) throw new ExtractionInputError(GENERIC_FAILURE);
    return finish(
      input.documentType,
      local.parsed,
      doc,
      who({ extractor: 'local', model: LOCAL_MODEL_LABEL }),
      timings,
      // A value the shared schema refused was dropped: the result needs a look.
      [...warnings, ...local.problems],
      started,
      local.checks,
    );
  } catch (err) {
    timings.total = Date.now() - started;
    const reason =
      err instanceof ExtractionInputError || err instanceof ClaudeExtractionError
        ? err.message
        : GENERIC_FAILURE;
    if (!(err instanceof ExtractionInputError) && !(err instanceof ClaudeExtractionError)) {
      // Operators need the cause; the message never carries document content.
      process.stderr.write(
        `extraction failed: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}\n`,
      );
    }
    return {
      documentType: input.documentType,
      fields: {},
      confidence: 0,
      fieldConfidence: {},
      checks: [],
      reviewRequired: true,
      reviewReasons: [reason],
      metadata: {
        extractor: mode === 'claude' ? 'claude' : 'local',
        model: mode === 'claude' ? (opts.claude?.model ?? 'claude') : LOCAL_MODEL_LABEL,
        pages: doc?.pages.length ?? 0,
        source: doc ? sourceOf(doc) : 'none',
        timings,
        ...(warnings.length ? { warnings } : {}),
        error: reason,
      },
    };
  }
}

interface Checked {
  parsed: ParsedDocument;
  checks: CheckResult[];
  /** Values the shared field schema refused (dropped before the checks ran). */
  problems: string[];
}

function runLocal(type: ExtractableTypeCode, doc: DocumentText): Checked {
  const read = parserFor(type)(doc);
  // Every reading is held to the schema before it is scored, as the one kept will be.
  const readings = [read, ...(read.alternatives ?? []).map((a) => a.parsed)].map((p) =>
    conformToSchema(type, p),
  );
  const scanned = doc.pages.some((p) => p.source === 'ocr');
  const chosen = chooseReading(
    type,
    {
      ...readings[0]!.parsed,
      alternatives: (read.alternatives ?? []).map((a, i) => ({
        what: a.what,
        parsed: readings[i + 1]!.parsed,
      })),
    },
    (parsed) => {
      const checks = runChecks(type, parsed);
      // A scan's dropped decimal point: mended only where exactly one repair makes the checks hold.
      return (scanned && repairByChecks(type, parsed, checks, runChecks)) || { parsed, checks };
    },
  );
  const { parsed, checks } = chosen;
  return {
    parsed: applyCheckPenalties(parsed, checks),
    checks,
    problems: readings[chosen.keptIndex]!.problems,
  };
}

async function runClaude(
  input: ExtractionInput,
  doc: DocumentText | null,
  opts: PipelineOptions,
  timings: Record<string, number>,
) {
  if (!opts.claude?.apiKey)
    throw new ClaudeExtractionError('Claude extraction is not configured (no API key).');
  const t = Date.now();
  const r = await extractWithClaude(input, doc, {
    ...opts.claude,
    apiKey: opts.claude.apiKey,
    runChecks: (parsed) => runChecks(input.documentType, parsed),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  timings.claude = Date.now() - t;
  return r;
}

function finish(
  type: ExtractableTypeCode,
  parsedIn: ParsedDocument,
  doc: DocumentText | null,
  who: Pick<ExtractionMetadata, 'extractor' | 'model' | 'usage' | 'suspectedType'>,
  timings: Record<string, number>,
  warnings: string[],
  started: number,
  localChecks?: CheckResult[],
): ExtractionResult {
  let t = Date.now();
  const checks = localChecks ?? runChecks(type, parsedIn);
  const parsed = localChecks ? parsedIn : applyCheckPenalties(parsedIn, checks);
  timings.checks = (timings.checks ?? 0) + Date.now() - t;
  t = Date.now();
  const allWarnings = [...warnings, ...(parsed.warnings ?? [])];
  // Warnings about the whole document (a suspected other type, a failed fallback) need a look too.
  // The local reader's confidence on a scan is calibrated (calibration.ts); Claude's is its own.
  const review = reviewExtraction(type, parsed, checks, warnings, {
    calibrate: who.extractor === 'local' ? calibratorFor(doc) : undefined,
    text: doc,
  });
  const result: ExtractionResult = {
    documentType: type,
    fields: orderedFields(type, parsed.fields),
    ...childArrays(type, parsed),
    confidence: review.confidence,
    // The review lowers values its findings name and raises values another printed value confirms.
    fieldConfidence: review.fieldConfidence,
    checks,
    reviewRequired: review.reviewRequired,
    reviewReasons: review.reviewReasons,
    // A value a check confirmed says so (repaired and derived values keep their own word).
    provenance: {
      ...Object.fromEntries(review.verified.map((k) => [k, 'verified' as const])),
      ...parsed.provenance,
    },
    metadata: {
      ...who,
      pages: doc?.pages.length ?? 0,
      source: doc ? sourceOf(doc) : 'none',
      timings,
      ...(allWarnings.length ? { warnings: allWarnings } : {}),
    },
  };
  timings.total = Date.now() - started;
  return result;
}

/** Every scalar of the type's schema, in schema order (null when not found), then any extras. */
function orderedFields(
  type: ExtractableTypeCode,
  fields: ParsedDocument['fields'],
): ParsedDocument['fields'] {
  const out: ParsedDocument['fields'] = {};
  for (const name of fieldNamesOf(type)) out[name] = fields[name] ?? null;
  for (const [k, v] of Object.entries(fields)) if (!(k in out)) out[k] = v;
  return out;
}

function childArrays(
  type: ExtractableTypeCode,
  parsed: ParsedDocument,
): Partial<Record<ChildArrayName, ParsedDocument[ChildArrayName]>> {
  const out: Partial<Record<ChildArrayName, ParsedDocument[ChildArrayName]>> = {};
  for (const name of Object.keys(DOCUMENT_FIELD_SCHEMAS[type].children) as ChildArrayName[])
    out[name] = parsed[name] ?? [];
  return out;
}

/**
 * Mean confidence of what was extracted, lowered per failed check. Nothing extracted is 0: a
 * result with no values is not a confident one.
 */
export function overallConfidence(parsed: ParsedDocument, checks: readonly CheckResult[]): number {
  const values = Object.entries(parsed.fieldConfidence)
    .filter(([k]) => k.includes('[') || (parsed.fields[k] ?? null) !== null)
    .map(([, v]) => v)
    .filter((v) => Number.isFinite(v));
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const failed = checks.filter((c) => !c.passed).length;
  return Math.round(mean * FAILED_CHECK_OVERALL_FACTOR ** failed * 1000) / 1000;
}

export function sourceOf(doc: DocumentText): ExtractionMetadata['source'] {
  if (doc.pages.length === 0) return 'none';
  if (Object.keys(doc.formFields).length > 0) return 'form-fields';
  const kinds = new Set(doc.pages.map((p) => p.source));
  if (kinds.size > 1) return 'mixed';
  return kinds.has('ocr') ? 'ocr' : 'text-layer';
}
