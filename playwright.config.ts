import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tools/chromium.mjs';
import { findPostgresBin } from './tools/postgres.mjs';

/**
 * Each worker starts its own server (e2e/support/test.ts: the built apps/api on a fresh SQLite
 * file with the demo data), so three workers run side by side even on two cores: with two, a
 * quarter of the machine sat idle (rendering, timers, fsync); with three, about a twelfth (three
 * specs: 118 s at 76% busy against 96 s at 92%). E2E_WORKERS overrides the count.
 *
 * The `postgres` project runs the specs that walk a customer's whole path again on a server
 * whose events and read models are in PostgreSQL (a throwaway one, tools/playwright-postgres.mjs).
 */
const BOTH_ENGINES = /(tracking|customer-notices|customer-work|admin-products|admin-reservations|accessory-shop|public-special-order|admin-special-orders|admin-statistics|admin-repair-payments|admin-cash-close|admin-invoices|admin-order-payments)\.spec\.ts$/;

export default defineConfig<object, { engine: 'sqlite' | 'postgres' }>({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS) || 3,
  reporter: [['list']],
  globalSetup: './tools/playwright-postgres.mjs',
  outputDir: 'test-results',
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // Only where there is a PostgreSQL (tools/playwright-postgres.mjs says so loudly otherwise).
    ...(process.env.TALLER_TEST_PG_URL || findPostgresBin() ? [{ name: 'postgres', testMatch: BOTH_ENGINES, use: { browserName: 'chromium' as const, engine: 'postgres' as const } }] : []),
  ],
});
