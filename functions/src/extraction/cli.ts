// npm run --silent extract -- --type <code> <file> [<file>…]
// Prints exactly one JSON object (the extraction result) on stdout; everything else goes to
// stderr. Exits 0 even when extraction fails (then metadata.error says why); 2 on a usage error.
// EXTRACTOR=local|claude|auto picks the engine (auto: local first, Claude when a key is set and
// local confidence is low or a check fails). ANTHROPIC_API_KEY, CLAUDE_MODEL, ANTHROPIC_BASE_URL
// configure Claude.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

// Libraries (pdfjs, tesseract) may log with console.*: stdout is reserved for the result.
for (const method of ['log', 'info', 'debug', 'warn', 'trace'] as const) {
  console[method] = (...args: unknown[]) => console.error(...args);
}

// An empty variable means unset (e.g. `ANTHROPIC_API_KEY= npm run extract …`).
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const envSchema = z.object({
  EXTRACTOR: optional(z.enum(['local', 'claude', 'auto'])).transform((v) => v ?? 'local'),
  ANTHROPIC_API_KEY: optional(z.string()),
  CLAUDE_MODEL: optional(z.string()),
  ANTHROPIC_BASE_URL: optional(z.string().url()),
});

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run --silent extract -- --type <code> <file> [<file>…]\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { EXTRACTABLE_TYPE_CODES } = await import('@docledger/shared/domain/document-types');
  const { DOCUMENT_TYPE_LIMITS } = await import('@docledger/shared/domain/document-types');
  const args = process.argv.slice(2);
  let type: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--type' || a === '-t') type = args[++i];
    else if (a.startsWith('--type=')) type = a.slice('--type='.length);
    else if (a === '--') continue;
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else files.push(a);
  }
  if (!type) usage('missing --type');
  const documentType = EXTRACTABLE_TYPE_CODES.find((c) => c === type);
  if (!documentType) usage(`unknown type "${type}"; one of: ${EXTRACTABLE_TYPE_CODES.join(', ')}`);
  if (files.length === 0) usage('no files given');
  const env = envSchema.safeParse(process.env);
  if (!env.success)
    usage(`bad environment: ${env.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);

  let result;
  try {
    const { extractDocument } = await import('./pipeline');
    const inputs = await Promise.all(
      files.map(async (f) => ({ name: path.basename(f), bytes: new Uint8Array(await readFile(f)) })),
    );
    result = await extractDocument(
      { documentType, files: inputs, maxPages: DOCUMENT_TYPE_LIMITS.maxPages.max },
      {
        extractor: env.data.EXTRACTOR,
        ...(env.data.ANTHROPIC_API_KEY
          ? {
              claude: {
                apiKey: env.data.ANTHROPIC_API_KEY,
                ...(env.data.CLAUDE_MODEL ? { model: env.data.CLAUDE_MODEL } : {}),
                ...(env.data.ANTHROPIC_BASE_URL ? { baseURL: env.data.ANTHROPIC_BASE_URL } : {}),
              },
            }
          : {}),
      },
    );
  } catch (err) {
    // Unreadable files (or a broken engine install): same contract as any failed extraction.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EACCES' && code !== 'EISDIR')
      process.stderr.write(`extract: ${err instanceof Error ? err.message : String(err)}\n`);
    const error =
      code === 'ENOENT'
        ? 'File not found.'
        : code === 'EACCES' || code === 'EISDIR'
          ? 'The file could not be read.'
          : "Unable to process this document. Please ensure it's a valid document.";
    result = {
      documentType,
      fields: {},
      confidence: 0,
      fieldConfidence: {},
      checks: [],
      reviewRequired: true,
      reviewReasons: [error],
      metadata: {
        extractor: env.data.EXTRACTOR === 'claude' ? 'claude' : 'local',
        model: 'DocLedger Local Engine',
        pages: 0,
        source: 'none',
        timings: {},
        error,
      },
    };
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
// pdfjs/tesseract may leave handles open; the answer is written, so end now.
process.exit(0);
