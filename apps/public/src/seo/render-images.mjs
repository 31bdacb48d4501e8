/**
 * Renders the site's raster pictures from their SVG sources with the test browser:
 *   public/og-image.svg → public/og-image.png        (1200 × 630, link previews)
 *   public/favicon.svg  → public/apple-touch-icon.png (180 × 180, full bleed)
 * Run from the repository root: node apps/public/src/seo/render-images.mjs
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../../tools/chromium.mjs';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const jobs = [
  { source: 'og-image.svg', target: 'og-image.png', width: 1200, height: 630 },
  // Home screens round the corners themselves: the tile fills the square.
  { source: 'favicon.svg', target: 'apple-touch-icon.png', width: 180, height: 180, edit: (svg) => svg.replace(' rx="8"', '') },
];

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  for (const { source, target, width, height, edit = (svg) => svg } of jobs) {
    const page = await browser.newPage({ viewport: { width, height } });
    // Drawn at the picture's size, whatever size the source declares.
    const svg = edit(readFileSync(publicDir + source, 'utf8')).replace(/<svg\b[^>]*>/, (tag) =>
      tag.replace(/\s(width|height)="[^"]*"/g, '').replace('<svg', `<svg width="${width}" height="${height}"`),
    );
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: publicDir + target, clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`${source} → ${target}`);
  }
} finally {
  await browser.close();
}
