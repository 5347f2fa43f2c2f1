// vitest globalSetup of the 'integration' project: one embedded stack per test run (in-memory
// DynamoDB, temporary DATA_DIR, free ports), shared with test files through provide/inject. Each file
// then runs on its own namespace of it (test-setup.ts), with its own gateway and workers, so this
// stack starts no workers of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from './stack';
import type {} from './test-env';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'docledger-int-'));
  const stack = await startLocalStack({ dataDir, inMemory: true, quiet: true, workers: false });
  project.provide('localStack', {
    env: stack.env,
    urls: stack.urls,
    queues: stack.queues,
    pollers: stack.pollers,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
