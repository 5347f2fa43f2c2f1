// The Claude path of the extraction engine: one forced tool call whose input schema is the shared
// zod schema of the document type, validated, checked, and retried once with the failures stated.
// Type-only: the SDK (~0.5 s to load) is imported when Claude is actually called.
import type Anthropic from '@anthropic-ai/sdk';
import { DOCUMENT_FIELD_SCHEMAS, type ChildArrayName } from '@docledger/shared/domain/document-fields';
import {
  DOCUMENT_TYPE_DISPLAY_NAMES,
  type ExtractableTypeCode,
} from '@docledger/shared/domain/document-types';
import * as z from 'zod';
import type {
  CheckResult,
  ChildRow,
  DocumentText,
  ExtractionInput,
  ParsedDocument,
  ScalarValue,
} from '../types';
import { decodeImage, scaleCanvas } from '../read/image';
import { classifyInput } from '../read/input-guard';
import { buildLayoutText } from '../read/layout';

export const DEFAULT_CLAUDE_MODEL = 'claude-sonnet-4-5';

export interface ClaudeOptions {
  apiKey: string;
  /** Model id; defaults to DEFAULT_CLAUDE_MODEL. */
  model?: string;
  /** The Messages API root (a local fake in tests). */
  baseURL?: string;
  /** Retries of one request on 429/529/5xx/connection errors, with exponential backoff. Default 3. */
  maxRetries?: number;
  /** First backoff delay; doubles per retry (with jitter), capped at 20 s. Default 1000 ms. */
  retryBaseMs?: number;
  /** Per-request timeout. Default 120 s. */
  timeoutMs?: number;
  maxTokens?: number;
  /** The arithmetic checks of the type; failures are sent back once for a corrected answer. */
  runChecks?: (parsed: ParsedDocument) => CheckResult[];
  signal?: AbortSignal;
}

export interface ClaudeUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export interface ClaudeExtraction {
  parsed: ParsedDocument;
  model: string;
  usage: ClaudeUsage;
  /** Messages API calls that produced an answer (2 when the retry with failures ran). */
  attempts: number;
}

export const CLAUDE_OVERLOADED_MESSAGE = 'The AI extraction service is overloaded. Please try again later.';

/** Thrown for failures of the Claude path; the message is user-readable. */
export class ClaudeExtractionError extends Error {
  override name = 'ClaudeExtractionError';
}

/** Confidence given to a value the model returned without scoring it. */
const UNSCORED_CONFIDENCE = 0.85;
/** The Messages API limit is 5 MB per image; photos are resized well below it (Claude downsizes past ~1568 px anyway). */
const IMAGE_LONG_SIDE = 1568;

export async function extractWithClaude(
  input: ExtractionInput,
  doc: DocumentText | null,
  options: ClaudeOptions,
): Promise<ClaudeExtraction> {
  const model = options.model ?? DEFAULT_CLAUDE_MODEL;
  const AnthropicClient = await loadSdk();
  const client = new AnthropicClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // Retries are ours: bounded, and ending in a clear reason.
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
  });
  const spec = toolSpec(input.documentType);
  const system: Anthropic.TextBlockParam[] = [
    {
      type: 'text',
      text: systemPrompt(input.documentType, spec.toolName),
      cache_control: { type: 'ephemeral' },
    },
  ];
  const tools: Anthropic.Tool[] = [
    {
      name: spec.toolName,
      description: `Record the data extracted from the ${DOCUMENT_TYPE_DISPLAY_NAMES[input.documentType]}.`,
      input_schema: spec.jsonSchema,
      // The tool is the last (and only) tool: with the system prompt, the whole static prefix is cached.
      cache_control: { type: 'ephemeral' },
    },
  ];
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: await documentContent(input, doc) }];
  const usage: ClaudeUsage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

  let best: { parsed: ParsedDocument; failures: number } | undefined;
  let attempts = 0;
  for (let attempt = 1; attempt <= 2; attempt++) {
    attempts = attempt;
    const response = await createWithRetries(
      client,
      {
        model,
        max_tokens: options.maxTokens ?? 16_000,
        system,
        tools,
        tool_choice: { type: 'tool', name: spec.toolName },
        messages,
      },
      options,
    );
    addUsage(usage, response.usage);
    const toolUse = response.content.find(
      (b): b is Anthropic.ToolUseBlock => b.type === 'tool_use' && b.name === spec.toolName,
    );
    const problems: string[] = [];
    let parsed: ParsedDocument | undefined;
    if (!toolUse) {
      problems.push(`You did not call the ${spec.toolName} tool.`);
    } else if (response.stop_reason === 'max_tokens') {
      problems.push(
        'Your answer was cut off at the output limit. Keep descriptions short and omit nothing required.',
      );
    } else {
      const result = spec.schema.safeParse(toolUse.input);
      if (result.success) {
        parsed = toParsedDocument(input.documentType, result.data);
      } else {
        problems.push(
          ...result.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`),
        );
      }
    }
    if (parsed) {
      const checks = options.runChecks?.(parsed) ?? [];
      parsed = { ...parsed, checks };
      const failed = checks.filter((c) => !c.passed);
      if (!best || failed.length <= best.failures) best = { parsed, failures: failed.length };
      if (failed.length === 0) break;
      problems.push(
        'These consistency checks failed on your answer; re-read the document and correct the values (if the document itself is inconsistent, keep what it prints):',
        ...failed.map((c) => `- ${c.id}: ${c.description} ${JSON.stringify(c.values)}`),
      );
    }
    if (attempt === 2) break;
    // State the failures as the tool's result, so the forced tool call answers them.
    messages.push({ role: 'assistant', content: response.content as Anthropic.ContentBlockParam[] });
    messages.push({
      role: 'user',
      content: toolUse
        ? [{ type: 'tool_result', tool_use_id: toolUse.id, is_error: true, content: problems.join('\n') }]
        : [{ type: 'text', text: problems.join('\n') }],
    });
  }
  if (!best) {
    throw new ClaudeExtractionError(
      `The AI extraction returned data that does not fit the ${DOCUMENT_TYPE_DISPLAY_NAMES[input.documentType]} fields.`,
    );
  }
  return { parsed: best.parsed, model, usage, attempts };
}

// ----- request building

interface ToolSpec {
  toolName: string;
  schema: z.ZodType<ToolInput>;
  jsonSchema: Anthropic.Tool.InputSchema;
}

interface ToolInput {
  fields: Record<string, ScalarValue | undefined>;
  fieldConfidence?: Record<string, number>;
  warnings?: string[];
  [child: string]: unknown;
}

const toolSpecs = new Map<ExtractableTypeCode, ToolSpec>();

export function toolSpec(type: ExtractableTypeCode): ToolSpec {
  let spec = toolSpecs.get(type);
  if (!spec) {
    const { fields, children } = DOCUMENT_FIELD_SCHEMAS[type];
    const shape: Record<string, z.ZodType> = { fields };
    for (const [name, row] of Object.entries(children)) shape[name] = z.array(row);
    shape['fieldConfidence'] = z
      .record(z.string(), z.number().min(0).max(1))
      .describe('Your confidence 0-1 per extracted value, keyed "fieldName" or "transactions[3].amount".');
    shape['warnings'] = z.array(z.string()).optional().describe('Problems a reviewer should know about.');
    const schema = z.object(shape) as unknown as z.ZodType<ToolInput>;
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    delete json['$schema'];
    spec = { toolName: `record_${type}`, schema, jsonSchema: json as Anthropic.Tool.InputSchema };
    toolSpecs.set(type, spec);
  }
  return spec;
}

function systemPrompt(type: ExtractableTypeCode, toolName: string): string {
  const name = DOCUMENT_TYPE_DISPLAY_NAMES[type];
  return [
    `You extract structured data from financial documents for bookkeeping. The document is a ${name}.`,
    `Call the ${toolName} tool exactly once with everything the document shows:`,
    '- Copy values exactly as printed; never invent or compute a value the document does not show. Use null for anything absent or illegible.',
    '- Dates as YYYY-MM-DD. Amounts as plain numbers without currency symbols or thousands separators; a value printed in parentheses or with a trailing minus is negative unless the field says it is always positive.',
    '- Identifiers (account, routing, SSN, EIN, employee id) exactly as printed, including any masking characters.',
    '- List every row of every table, in document order, across all pages.',
    '- fieldConfidence: your confidence 0-1 for each value you return, lower where the print is unclear or you had to choose between readings.',
    'The user message carries the document: its text layer with the layout kept as spacing, filled form fields by name, or page images.',
  ].join('\n');
}

async function documentContent(
  input: ExtractionInput,
  doc: DocumentText | null,
): Promise<Anthropic.ContentBlockParam[]> {
  const name = DOCUMENT_TYPE_DISPLAY_NAMES[input.documentType];
  const blocks: Anthropic.ContentBlockParam[] = [];
  const textLayerOnly =
    doc !== null && doc.pages.length > 0 && doc.pages.every((p) => p.source === 'text-layer');
  const classified = classifyInput(input);
  if (!textLayerOnly) {
    if (classified.kind === 'pdf') {
      blocks.push({
        type: 'document',
        source: {
          type: 'base64',
          media_type: 'application/pdf',
          data: Buffer.from(classified.file.bytes).toString('base64'),
        },
      });
    } else {
      for (const file of classified.files) {
        const canvas = await decodeImage(file.name, file.bytes, file.kind);
        const factor = Math.min(1, IMAGE_LONG_SIDE / Math.max(canvas.width, canvas.height));
        const jpeg = (factor < 1 ? scaleCanvas(canvas, factor) : canvas).toBuffer('image/jpeg', 90);
        blocks.push({
          type: 'image',
          source: { type: 'base64', media_type: 'image/jpeg', data: jpeg.toString('base64') },
        });
      }
    }
  }
  const parts: string[] = [];
  if (doc && doc.pages.length > 0) {
    parts.push(
      textLayerOnly
        ? `The ${name}'s text layer, page by page, with horizontal spacing kept:`
        : `OCR text of the pages above (may contain misreadings; the images are authoritative):`,
    );
    for (const page of doc.pages) parts.push(`=== Page ${page.pageNumber} ===\n${buildLayoutText(page)}`);
  }
  if (doc && Object.keys(doc.formFields).length > 0) {
    parts.push(
      `Filled form fields (fully-qualified AcroForm name: value):\n${JSON.stringify(doc.formFields, null, 1)}`,
    );
  }
  parts.push(`Extract the ${name} data with the tool.`);
  blocks.push({ type: 'text', text: parts.join('\n\n') });
  return blocks;
}

// ----- response handling

function toParsedDocument(type: ExtractableTypeCode, data: ToolInput): ParsedDocument {
  const { fields: fieldSchema, children } = DOCUMENT_FIELD_SCHEMAS[type];
  const fields: Record<string, ScalarValue> = {};
  for (const key of Object.keys(fieldSchema.shape)) fields[key] = data.fields[key] ?? null;
  const reported = data.fieldConfidence ?? {};
  const fieldConfidence: Record<string, number> = {};
  const score = (key: string, value: ScalarValue) => {
    if (value === null) return;
    const c = reported[key];
    fieldConfidence[key] = typeof c === 'number' ? Math.round(c * 1000) / 1000 : UNSCORED_CONFIDENCE;
  };
  for (const [key, value] of Object.entries(fields)) score(key, value);
  const parsed: ParsedDocument = { fields, fieldConfidence, checks: [] };
  for (const [name, rowSchema] of Object.entries(children) as [ChildArrayName, z.ZodObject][]) {
    const rows = (data[name] as Record<string, ScalarValue | undefined>[] | undefined) ?? [];
    parsed[name] = rows.map((row, i): ChildRow => {
      const out: ChildRow = {};
      for (const key of Object.keys(rowSchema.shape)) {
        out[key] = row[key] ?? null;
        score(`${name}[${i}].${key}`, out[key]);
      }
      return out;
    });
  }
  if (data.warnings?.length) parsed.warnings = data.warnings;
  return parsed;
}

function addUsage(total: ClaudeUsage, usage: Anthropic.Usage | undefined): void {
  if (!usage) return;
  total.inputTokens += usage.input_tokens ?? 0;
  total.outputTokens += usage.output_tokens ?? 0;
  total.cacheReadTokens += usage.cache_read_input_tokens ?? 0;
  total.cacheWriteTokens += usage.cache_creation_input_tokens ?? 0;
}

// ----- transport: bounded retries with backoff, then a clear reason

async function createWithRetries(
  client: Anthropic,
  body: Anthropic.MessageCreateParamsNonStreaming,
  options: ClaudeOptions,
): Promise<Anthropic.Message> {
  const maxRetries = options.maxRetries ?? 3;
  const base = options.retryBaseMs ?? 1000;
  for (let retry = 0; ; retry++) {
    try {
      return await client.messages.create(body, { signal: options.signal });
    } catch (error) {
      const kind = classifyError(error);
      if (kind.retryable && retry < maxRetries && !options.signal?.aborted) {
        const backoff = Math.min(20_000, base * 2 ** retry) * (0.75 + Math.random() * 0.5);
        await sleep(Math.max(backoff, kind.retryAfterMs ?? 0), options.signal);
        continue;
      }
      throw new ClaudeExtractionError(kind.message, { cause: error });
    }
  }
}

let sdk: typeof Anthropic | undefined;
async function loadSdk(): Promise<typeof Anthropic> {
  sdk ??= (await import('@anthropic-ai/sdk')).default;
  return sdk;
}

function classifyError(error: unknown): { retryable: boolean; message: string; retryAfterMs?: number } {
  // Errors reach here only after a call, so the SDK is loaded.
  const Anthropic = sdk;
  if (!Anthropic) return { retryable: false, message: 'The AI extraction failed unexpectedly.' };
  if (error instanceof Anthropic.APIUserAbortError) {
    return { retryable: false, message: 'The AI extraction was cancelled.' };
  }
  if (error instanceof Anthropic.APIConnectionError) {
    return {
      retryable: true,
      message: 'The AI extraction service could not be reached. Please try again later.',
    };
  }
  if (error instanceof Anthropic.APIError) {
    const status = error.status ?? 0;
    const type = (error.error as { error?: { type?: string } } | undefined)?.error?.type;
    const retryAfterMs = retryAfter(error.headers);
    if (status === 429 || status === 529 || type === 'overloaded_error' || type === 'rate_limit_error') {
      return { retryable: true, message: CLAUDE_OVERLOADED_MESSAGE, retryAfterMs };
    }
    if (status >= 500) {
      return {
        retryable: true,
        message: 'The AI extraction service had an internal error. Please try again later.',
        retryAfterMs,
      };
    }
    if (status === 401 || status === 403) {
      return { retryable: false, message: 'The AI extraction service rejected the configured API key.' };
    }
    if (status === 413) {
      return { retryable: false, message: 'This document is too large for the AI extraction service.' };
    }
    return { retryable: false, message: 'The AI extraction service could not process this document.' };
  }
  return { retryable: false, message: 'The AI extraction failed unexpectedly.' };
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, 30_000);
  const s = Number(headers?.get('retry-after'));
  if (Number.isFinite(s) && s > 0) return Math.min(s * 1000, 30_000);
  return undefined;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ClaudeExtractionError('The AI extraction was cancelled.'));
      },
      { once: true },
    );
  });
}
