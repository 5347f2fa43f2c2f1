import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E runs in Debian's Chromium (apt `chromium`); Playwright downloads no browser. The app under
// test is the whole local stack (`npm start`) on its own port with a fresh data directory; the
// variable is set once so worker processes, which load this file again, see the same directory.
const PORT = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'docledger-e2e-'));

export default defineConfig({
  testDir: 'frontend/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR },
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
