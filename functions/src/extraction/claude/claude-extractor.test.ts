import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckResult, DocumentText, ExtractionInput, ParsedDocument } from '../types';
import { readDocument } from '../read/read-document';
import {
  makePageImage,
  makeScannedPdf,
  makeTextPdf,
  STATEMENT_LINES,
} from '../../../test-support/extraction/test-documents';
import {
  CLAUDE_OVERLOADED_MESSAGE,
  ClaudeExtractionError,
  extractWithClaude,
  type ClaudeOptions,
} from './claude-extractor';
import {
  errorResponse,
  startFakeMessagesServer,
  textResponse,
  toolUseResponse,
  type FakeMessagesServer,
} from '../../../test-support/extraction/fake-messages-server';

let server: FakeMessagesServer;
let textInput: ExtractionInput;
let textDoc: DocumentText;

beforeAll(async () => {
  server = await startFakeMessagesServer();
  textInput = {
    documentType: 'bank_statement',
    maxPages: 10,
    files: [{ name: 'statement.pdf', bytes: await makeTextPdf([STATEMENT_LINES]) }],
  };
  textDoc = await readDocument(textInput);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const options = (extra: Partial<ClaudeOptions> = {}): ClaudeOptions => ({
  apiKey: 'sk-test-key',
  model: 'claude-test-model',
  baseURL: server.baseURL,
  retryBaseMs: 1,
  ...extra,
});

const goodInput = {
  fields: {
    bankName: 'FIRST NATIONAL BANK',
    accountNumber: '1234567890',
    statementStartDate: '2024-01-01',
    statementEndDate: '2024-01-31',
    beginningBalance: 1250,
    endingBalance: 2499.25,
    totalDeposits: 3400,
    totalWithdrawals: 2150.75,
  },
  transactions: [
    {
      transactionDate: '2024-01-05',
      description: 'Grocery Store Purchase',
      creditDebit: 'debit',
      amount: 84.2,
      balance: null,
    },
    {
      transactionDate: '2024-01-12',
      description: 'Payroll Deposit Acme Corporation',
      creditDebit: 'credit',
      amount: 3400,
    },
  ],
  fieldConfidence: { bankName: 0.99, endingBalance: 0.9, 'transactions[0].amount': 0.7 },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a JSON Schema document
type JsonSchema = any;
type Message = { role: string; content: Block[] };
type Block = {
  type: string;
  text?: string;
  id?: string;
  content?: string;
  cache_control?: unknown;
  source?: { type: string; media_type: string; data: string };
};

describe('extractWithClaude', () => {
  it('sends a cached static prefix, a forced tool built from the zod schema, and the text layer with layout', async () => {
    server.enqueue(
      toolUseResponse('record_bank_statement', goodInput, {
        input_tokens: 1200,
        output_tokens: 300,
        cache_read_input_tokens: 900,
        cache_creation_input_tokens: 0,
      }),
    );
    const result = await extractWithClaude(textInput, textDoc, options());

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/messages');
    const key = request!.headers['x-api-key'] ?? request!.headers['authorization'];
    expect(String(key)).toContain('sk-test-key');
    const body = request!.body as {
      model: string;
      max_tokens: number;
      system: Block[];
      tools: { name: string; input_schema: JsonSchema; cache_control?: unknown }[];
      tool_choice: unknown;
      messages: { role: string; content: Block[] }[];
    };
    expect(body.model).toBe('claude-test-model');
    expect(body.max_tokens).toBeGreaterThan(1000);
    expect(body.system.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.system[0]!.text).toContain('Bank Statement');
    expect(body.tools.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'record_bank_statement' });
    const schema = body.tools[0]!.input_schema;
    expect(schema.type).toBe('object');
    expect(schema.$schema).toBeUndefined();
    expect(Object.keys(schema.properties.fields.properties)).toContain('endingBalance');
    expect(schema.properties.transactions.items.properties.creditDebit.anyOf[0].enum).toEqual([
      'credit',
      'debit',
    ]);
    // A text PDF goes as text only, columns kept apart by spaces.
    const content = body.messages[0]!.content;
    expect(content.map((b) => b.type)).toEqual(['text']);
    expect(content[0]!.text).toContain('=== Page 1 ===');
    expect(content[0]!.text).toMatch(/Closing +Balance +2,499\.25/);

    expect(result.model).toBe('claude-test-model');
    expect(result.attempts).toBe(1);
    expect(result.usage).toEqual({
      inputTokens: 1200,
      outputTokens: 300,
      cacheReadTokens: 900,
      cacheWriteTokens: 0,
    });
    expect(result.parsed.fields['endingBalance']).toBe(2499.25);
    // Fields the model left out are present as null, rows padded to the schema.
    expect(result.parsed.fields['accountHolderName']).toBeNull();
    expect(result.parsed.transactions).toHaveLength(2);
    expect(result.parsed.transactions![1]).toMatchObject({
      creditDebit: 'credit',
      amount: 3400,
      balance: null,
    });
    expect(result.parsed.fieldConfidence['bankName']).toBe(0.99);
    expect(result.parsed.fieldConfidence['transactions[0].amount']).toBe(0.7);
    expect(result.parsed.fieldConfidence['transactions[1].amount']).toBe(0.85);
    expect(result.parsed.fieldConfidence['accountHolderName']).toBeUndefined();
  });

  it('sends a scanned PDF as a document block and photos as image blocks', async () => {
    const page = await makePageImage(STATEMENT_LINES, { dpi: 100 });
    const scanned: ExtractionInput = {
      documentType: 'bank_statement',
      maxPages: 10,
      files: [{ name: 'scan.pdf', bytes: await makeScannedPdf([page]) }],
    };
    server.enqueue(toolUseResponse('record_bank_statement', goodInput));
    await extractWithClaude(scanned, null, options());
    let content = (server.requests[0]!.body as { messages: { content: Block[] }[] }).messages[0]!.content;
    expect(content.map((b) => b.type)).toEqual(['document', 'text']);
    expect(content[0]!.source!.media_type).toBe('application/pdf');
    expect(Buffer.from(content[0]!.source!.data, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const photos: ExtractionInput = {
      documentType: 'bank_statement',
      maxPages: 10,
      files: [
        { name: 'p1.png', bytes: page },
        { name: 'p2.jpg', bytes: await makePageImage(['Page two'], { dpi: 100, format: 'jpeg' }) },
      ],
    };
    server.enqueue(toolUseResponse('record_bank_statement', goodInput));
    await extractWithClaude(photos, null, options());
    content = (server.requests[1]!.body as { messages: { content: Block[] }[] }).messages[0]!.content;
    expect(content.map((b) => b.type)).toEqual(['image', 'image', 'text']);
    expect(content[0]!.source!.media_type).toBe('image/jpeg');
  });

  it('retries once with the validation failures stated when the tool input is malformed', async () => {
    const malformed = {
      ...goodInput,
      fields: { ...goodInput.fields, endingBalance: '2,499.25', statementEndDate: '01/31/2024' },
    };
    server.enqueue(
      toolUseResponse('record_bank_statement', malformed, { input_tokens: 1000, output_tokens: 200 }),
      toolUseResponse('record_bank_statement', goodInput, {
        input_tokens: 1300,
        output_tokens: 250,
        cache_read_input_tokens: 800,
      }),
    );
    const result = await extractWithClaude(textInput, textDoc, options());

    expect(server.requests).toHaveLength(2);
    const second = server.requests[1]!.body as { messages: Message[] };
    expect(second.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    const toolUse = second.messages[1]!.content[0]!;
    expect(toolUse.type).toBe('tool_use');
    const toolResult = second.messages[2]!.content[0]!;
    expect(toolResult).toMatchObject({ type: 'tool_result', tool_use_id: toolUse.id, is_error: true });
    expect(toolResult.content).toContain('fields.endingBalance');
    expect(toolResult.content).toContain('fields.statementEndDate');
    expect(result.attempts).toBe(2);
    expect(result.parsed.fields['endingBalance']).toBe(2499.25);
    expect(result.usage).toEqual({
      inputTokens: 2300,
      outputTokens: 450,
      cacheReadTokens: 800,
      cacheWriteTokens: 0,
    });
  });

  it('fails with a clear reason when the output is still malformed after the retry', async () => {
    server.enqueue(
      toolUseResponse('record_bank_statement', { fields: 'nonsense' }),
      toolUseResponse('record_bank_statement', { fields: { endingBalance: 'n/a' } }),
    );
    const error = await extractWithClaude(textInput, textDoc, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClaudeExtractionError);
    expect((error as Error).message).toBe(
      'The AI extraction returned data that does not fit the Bank Statement fields.',
    );
    expect(server.requests).toHaveLength(2);
  });

  it('asks again when the model answers without calling the tool, or is cut off', async () => {
    server.enqueue(
      textResponse('Here is the data you asked for.'),
      toolUseResponse('record_bank_statement', goodInput),
    );
    const result = await extractWithClaude(textInput, textDoc, options());
    expect(result.attempts).toBe(2);
    const retry = (server.requests[1]!.body as { messages: { content: Block[] }[] }).messages[2]!.content[0]!;
    expect(retry).toMatchObject({ type: 'text' });
    expect(retry.text).toContain('did not call the record_bank_statement tool');

    server.requests.length = 0;
    server.enqueue(
      toolUseResponse('record_bank_statement', goodInput, {}, 'max_tokens'),
      toolUseResponse('record_bank_statement', goodInput),
    );
    expect((await extractWithClaude(textInput, textDoc, options())).attempts).toBe(2);
  });

  it('states failed checks once and keeps the answer that passes them', async () => {
    const wrong = { ...goodInput, fields: { ...goodInput.fields, endingBalance: 2999.25 } };
    server.enqueue(
      toolUseResponse('record_bank_statement', wrong),
      toolUseResponse('record_bank_statement', goodInput),
    );
    const runChecks = (parsed: ParsedDocument): CheckResult[] => {
      const f = parsed.fields as Record<string, number>;
      const expected = f['beginningBalance']! + f['totalDeposits']! - f['totalWithdrawals']!;
      return [
        {
          id: 'bank.balance_equation',
          description: 'Beginning balance + deposits - withdrawals = ending balance.',
          passed: Math.abs(expected - f['endingBalance']!) < 0.005,
          values: { expected, actual: f['endingBalance']! },
          fields: ['endingBalance'],
        },
      ];
    };
    const result = await extractWithClaude(textInput, textDoc, options({ runChecks }));
    const feedback = (server.requests[1]!.body as { messages: Message[] }).messages[2]!.content[0]!;
    expect(feedback.content).toContain('bank.balance_equation');
    expect(feedback.content).toContain('"actual":2999.25');
    expect(result.parsed.fields['endingBalance']).toBe(2499.25);
    expect(result.parsed.checks).toEqual([
      expect.objectContaining({ id: 'bank.balance_equation', passed: true }),
    ]);

    // Both answers fail: no third call, and the answer returned carries its failed check.
    server.requests.length = 0;
    server.enqueue(
      toolUseResponse('record_bank_statement', wrong),
      toolUseResponse('record_bank_statement', wrong),
    );
    const stubborn = await extractWithClaude(textInput, textDoc, options({ runChecks }));
    expect(server.requests).toHaveLength(2);
    expect(stubborn.parsed.checks[0]!.passed).toBe(false);
  });

  it('backs off and retries on 429 and 529, honouring retry-after', async () => {
    server.enqueue(
      errorResponse(429, 'rate_limit_error', 'Too many requests', { 'retry-after-ms': '30' }),
      errorResponse(529, 'overloaded_error', 'Overloaded'),
      toolUseResponse('record_bank_statement', goodInput),
    );
    const started = Date.now();
    const result = await extractWithClaude(textInput, textDoc, options());
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(result.parsed.fields['bankName']).toBe('FIRST NATIONAL BANK');
  });

  it('gives up after the bounded retries with the overload reason', async () => {
    for (let i = 0; i < 3; i++) server.enqueue(errorResponse(529, 'overloaded_error', 'Overloaded'));
    const error = await extractWithClaude(textInput, textDoc, options({ maxRetries: 2 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ClaudeExtractionError);
    expect((error as Error).message).toBe(CLAUDE_OVERLOADED_MESSAGE);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a rejected API key', async () => {
    server.enqueue(errorResponse(401, 'authentication_error', 'invalid x-api-key'));
    const error = await extractWithClaude(textInput, textDoc, options()).catch((e: unknown) => e);
    expect((error as Error).message).toBe('The AI extraction service rejected the configured API key.');
    expect(server.requests).toHaveLength(1);
  });
});
