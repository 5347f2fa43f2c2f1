import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and integration tests that share one embedded
// local stack (DynamoDB Local, s3rver, SQS emulator, local KMS) started once per run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,frontend,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'frontend/e2e/**'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{functions,infra}/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
