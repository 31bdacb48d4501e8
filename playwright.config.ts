import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tools/chromium.mjs';

// Workers inherit the environment: one data directory and port for the whole run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'taller-e2e-'));
process.env.E2E_PORT ??= String(3900 + Math.floor(Math.random() * 90));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  globalTeardown: './e2e/teardown.ts',
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // The real server, built, on a fresh SQLite file with the demo accounts and data (their
    // passwords hashed at scrypt's 2^14, as in jest: a sign-in in 70 ms instead of a second).
    command: 'node apps/api/dist/main.js',
    env: { PORT: process.env.E2E_PORT, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn', DEMO: 'on', PASSWORD_HASH_COST: '14' },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
