// What the integration tests' global setup shares with the test files (vitest provide/inject), and
// the helper test files call in beforeAll so code under test reads the stack's endpoints from
// process.env exactly as it does under `npm start`. Independent of functions/ on purpose.
//
// Each integration file runs on its own namespace of the shared stack (test-namespace.ts, started by
// test-setup.ts before the file): useLocalStack returns that namespace — its table, bucket, queues,
// outbox and gateway — so files can run in parallel without seeing each other's data.
import { inject } from 'vitest';

export interface ProvidedLocalStack {
  env: Record<string, string>;
  urls: { app: string; dynamodb: string; s3: string; sqs: string; kms: string };
  queues: { extraction: string; extractionDlq: string; webhooks: string; webhooksDlq: string };
  pollers: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack;
  }
}

let fileStack: ProvidedLocalStack | undefined;

/** Set by the integration setup file: the namespace this test file runs on. */
export function setFileLocalStack(stack: ProvidedLocalStack | undefined): void {
  fileStack = stack;
}

/** The stack the global setup started, shared by every file (its own default names). */
export function sharedLocalStack(): ProvidedLocalStack {
  const stack = inject('localStack');
  if (!stack)
    throw new Error('No local stack: run integration tests with `vitest run --project integration`');
  return stack;
}

/** Copies this file's stack environment into process.env and returns its endpoints. */
export function useLocalStack(): ProvidedLocalStack {
  const stack = fileStack ?? sharedLocalStack();
  Object.assign(process.env, stack.env);
  return stack;
}
