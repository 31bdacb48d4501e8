import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or
 * Playwright's own download where one was installed. `undefined` when there is none.
 */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = await import('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core has no browser of its own here: fine.
  }
  return candidates.find((path) => path && existsSync(path));
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
