import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tools/chromium.mjs';

/**
 * Each worker starts its own server (e2e/support/test.ts: the built apps/api on a fresh SQLite
 * file with the demo data), so two workers run side by side: most of a browser test's time is
 * spent waiting (rendering, timers, fsync), not computing. E2E_WORKERS overrides the count.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS) || 2,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
