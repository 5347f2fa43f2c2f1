import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files in flight at once, unit and integration together (docs/testing.md). Integration files
 * run on their own namespaces of the one embedded stack, so they run side by side too; set
 * DOCLEDGER_TEST_WORKERS to override (1 runs every file alone, as before).
 */
const workers = Number(process.env.DOCLEDGER_TEST_WORKERS) || availableParallelism();

// Test-only configuration (never set outside the test runs): the cheap argon2 cost.
const testOnlyEnv = { PASSWORD_HASH_PROFILE: 'test' };

// Two projects: fast unit tests beside the code, and integration tests on one embedded local stack
// (DynamoDB Local, s3rver, SQS emulator, local KMS) started once per run, each file on its own
// namespace of it (table, bucket, queues, outbox, gateway: infra/local/test-namespace.ts), so the
// files run in parallel worker processes without seeing each other's data.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,frontend,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'frontend/e2e/**'],
          testTimeout: 60_000,
          // A folder per run for the CDK apps the infra tests synthesise once and share.
          globalSetup: ['infra/test/cdk-global-setup.ts'],
          env: testOnlyEnv,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{functions,infra}/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-global-setup.ts'],
          setupFiles: ['infra/local/test-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: testOnlyEnv,
        },
      },
    ],
  },
});
