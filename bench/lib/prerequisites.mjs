import { existsSync } from 'node:fs';
import { findChromium } from '../../tools/chromium.mjs';

/** Stops the bench when one of `[file, what]` is missing: the build has to come first. */
export function requireBuilt(entries) {
  for (const [file, what] of entries) {
    if (!existsSync(file)) {
      console.error(`${what} is not built (${file} is missing): run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** The Chromium to drive, or the bench stops saying how to get one. */
export async function requireChromium() {
  const path = await findChromium();
  if (!path) {
    console.error('No Chromium found: install one (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  return path;
}
