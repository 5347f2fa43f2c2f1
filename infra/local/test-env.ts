// What the integration tests' global setup shares with the test files (vitest provide/inject), and
// the helper test files call in beforeAll so code under test reads the stack's endpoints from
// process.env exactly as it does under `npm start`. Independent of functions/ on purpose.
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

/** Copies the embedded stack's environment into process.env and returns its endpoints. */
export function useLocalStack(): ProvidedLocalStack {
  const stack = inject('localStack');
  if (!stack)
    throw new Error('No local stack: run integration tests with `vitest run --project integration`');
  Object.assign(process.env, stack.env);
  return stack;
}
