// The Claude and auto paths of the pipeline against the local fake Messages API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toolSpec } from './claude/claude-extractor';
import {
  errorResponse,
  startFakeMessagesServer,
  toolUseResponse,
  type FakeMessagesServer,
} from '../../test-support/extraction/fake-messages-server';
import { generateDocument } from '../../test-support/extraction/generator/generate';
import { extractDocument, type PipelineOptions } from './pipeline';

let server: FakeMessagesServer;
beforeAll(async () => {
  server = await startFakeMessagesServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const claude = (): PipelineOptions['claude'] => ({
  apiKey: 'sk-test',
  model: 'claude-test-model',
  baseURL: server.baseURL,
  retryBaseMs: 1,
  maxRetries: 0,
});

describe('extractDocument with Claude', () => {
  it('uses the Claude answer, checks it and reports model and usage in claude mode', async () => {
    const doc = await generateDocument({ type: 'invoice', layout: 0, seed: 41 });
    const answer = toolUseResponse(toolSpec('invoice').toolName, {
      fields: doc.truth.fields,
      fieldConfidence: {},
      lineItems: doc.truth.lineItems,
    });
    server.enqueue(answer);
    const r = await extractDocument(
      { documentType: 'invoice', files: doc.files, maxPages: 10 },
      { extractor: 'claude', claude: claude() },
    );
    expect(r.metadata.error).toBeUndefined();
    expect(r.metadata).toMatchObject({ extractor: 'claude', model: 'claude-test-model' });
    expect(r.metadata.usage?.inputTokens).toBeGreaterThan(0);
    expect(r.fields.totalAmount).toBe(doc.truth.fields.totalAmount);
    expect(r.lineItems).toHaveLength(doc.truth.lineItems?.length ?? -1);
    expect(r.checks.length).toBeGreaterThan(0);
    expect(r.checks.every((c) => c.passed)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('does not call Claude in auto mode when the local result is confident and consistent', async () => {
    const doc = await generateDocument({ type: 'bank_statement', layout: 0, seed: 42 });
    const r = await extractDocument(
      { documentType: 'bank_statement', files: doc.files, maxPages: 10 },
      { extractor: 'auto', claude: claude() },
    );
    expect(r.metadata.extractor).toBe('local');
    expect(server.requests).toHaveLength(0);
  });

  it('goes to Claude in auto mode when the local result is weak', async () => {
    const doc = await generateDocument({ type: 'invoice', layout: 2, seed: 43 });
    const answer = toolUseResponse(toolSpec('invoice').toolName, {
      fields: doc.truth.fields,
      fieldConfidence: {},
      lineItems: doc.truth.lineItems,
    });
    server.enqueue(answer);
    // A bar no local result reaches stands in for a weak one.
    const r = await extractDocument(
      { documentType: 'invoice', files: doc.files, maxPages: 10 },
      { extractor: 'auto', claude: claude(), autoThreshold: 1.01 },
    );
    expect(server.requests).toHaveLength(1);
    expect(r.metadata.extractor).toBe('claude');
    expect(r.fields.invoiceNumber).toBe(doc.truth.fields.invoiceNumber);
  });

  it('keeps the local result with a warning when the Claude fallback fails', async () => {
    const doc = await generateDocument({ type: 'bank_statement', layout: 1, seed: 44 });
    server.enqueue(errorResponse(400, 'invalid_request_error', 'bad request'));
    const r = await extractDocument(
      { documentType: 'bank_statement', files: doc.files, maxPages: 10 },
      { extractor: 'auto', claude: claude(), autoThreshold: 1.01 },
    );
    expect(r.metadata.extractor).toBe('local');
    expect(r.metadata.error).toBeUndefined();
    expect(r.fields.endingBalance).toBe(doc.truth.fields.endingBalance);
    expect(r.metadata.warnings?.join(' ')).toMatch(/Claude fallback failed/);
  });
});
