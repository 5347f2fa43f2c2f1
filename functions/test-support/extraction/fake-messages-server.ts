// A stand-in for the Anthropic Messages API on loopback, for tests: it records every request and
// answers POST /v1/messages from a script (tool calls, malformed input, rate-limit and overload errors).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ScriptedResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Script = ScriptedResponse | ((request: RecordedRequest, index: number) => ScriptedResponse);

export interface FakeMessagesServer {
  /** Pass as the SDK's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue responses, answered in order; when the queue is empty the server answers 500. */
  enqueue(...responses: Script[]): void;
  close(): Promise<void>;
}

export async function startFakeMessagesServer(): Promise<FakeMessagesServer> {
  const requests: RecordedRequest[] = [];
  const queue: Script[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // recorded as empty: a test asserting on the body fails visibly
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const next = req.method === 'POST' && req.url?.startsWith('/v1/messages') ? queue.shift() : undefined;
      const response = typeof next === 'function' ? next(recorded, requests.length - 1) : next;
      const answer = response ?? errorResponse(500, 'api_error', 'fake server: no scripted response');
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...responses) => queue.push(...responses),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export interface FakeUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
}

let nextId = 1;

/** A Messages API reply whose only content is a tool call with `input`. */
export function toolUseResponse(
  name: string,
  input: unknown,
  usage: FakeUsage = {},
  stopReason: 'tool_use' | 'max_tokens' = 'tool_use',
): ScriptedResponse {
  const id = nextId++;
  return {
    status: 200,
    body: {
      id: `msg_fake_${id}`,
      type: 'message',
      role: 'assistant',
      model: 'fake-model',
      content: [{ type: 'tool_use', id: `toolu_fake_${id}`, name, input }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: {
        input_tokens: usage.input_tokens ?? 100,
        output_tokens: usage.output_tokens ?? 50,
        cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
        cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      },
    },
  };
}

/** A reply with text only (the model ignored the tool). */
export function textResponse(text: string): ScriptedResponse {
  return {
    status: 200,
    body: {
      id: `msg_fake_${nextId++}`,
      type: 'message',
      role: 'assistant',
      model: 'fake-model',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: 100,
        output_tokens: 10,
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
      },
    },
  };
}

/** The API's error body shape, e.g. (429, 'rate_limit_error') or (529, 'overloaded_error'). */
export function errorResponse(
  status: number,
  type: string,
  message: string,
  headers?: Record<string, string>,
): ScriptedResponse {
  return { status, body: { type: 'error', error: { type, message } }, headers };
}
