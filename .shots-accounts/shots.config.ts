import base from '../playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...base, testDir: '.', testMatch: 'shots.spec.ts', workers: 1, webServer: { ...(base.webServer as object), cwd: '..' } as never });
