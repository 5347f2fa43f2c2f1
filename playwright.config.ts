import { defineConfig, devices } from '@playwright/test';

// E2E runs in Debian's Chromium (apt `chromium`); Playwright downloads no browser.
// TODO(local-stack): switch webServer to `npx tsx infra/local/start.ts` with PORT=4173 and a fresh
// temp DATA_DIR once infra/local/start.ts exists; until then the built SPA is served by `vite preview`
// (no API: the gate's failing session call counts as signed out).
const PORT = 4173;

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
    command: `npx vite preview --port ${PORT} --strictPort`,
    cwd: 'frontend',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
