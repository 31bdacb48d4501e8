/**
 * Renders the site's raster pictures from their SVG sources with the test browser:
 *   public/og-image.svg → public/og-image.png        (1200 × 630, link previews)
 *   public/favicon.svg  → public/apple-touch-icon.png (180 × 180, full bleed)
 *   public/favicon.svg  → public/favicon.ico          (16, 32 and 48 px: what browsers,
 *                          feed readers and crawlers ask for at /favicon.ico whatever the page links)
 * Run from the repository root: node apps/public/src/seo/render-images.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../../tools/chromium.mjs';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const jobs = [
  { source: 'og-image.svg', target: 'og-image.png', width: 1200, height: 630 },
  // Home screens round the corners themselves: the tile fills the square.
  { source: 'favicon.svg', target: 'apple-touch-icon.png', width: 180, height: 180, edit: (svg) => svg.replace(' rx="8"', '') },
];
const ICON_SIZES = [16, 32, 48];

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  /** The SVG drawn at the picture's size, whatever size the source declares, as PNG bytes. */
  const render = async (source, width, height, edit = (svg) => svg, omitBackground = false) => {
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = edit(readFileSync(publicDir + source, 'utf8')).replace(/<svg\b[^>]*>/, (tag) =>
      tag.replace(/\s(width|height)="[^"]*"/g, '').replace('<svg', `<svg width="${width}" height="${height}"`),
    );
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground });
    await page.close();
    return png;
  };

  for (const { source, target, width, height, edit } of jobs) {
    writeFileSync(publicDir + target, await render(source, width, height, edit));
    console.log(`${source} → ${target}`);
  }

  // The rounded corners stay transparent in the small icons.
  const icons = [];
  for (const size of ICON_SIZES) icons.push({ size, png: await render('favicon.svg', size, size, undefined, true) });
  writeFileSync(publicDir + 'favicon.ico', icoOf(icons));
  console.log(`favicon.svg → favicon.ico (${ICON_SIZES.join(', ')} px)`);
} finally {
  await browser.close();
}

/**
 * An ICO file holding PNG images, as every browser since IE 11 reads it: a 6-byte header, a
 * 16-byte entry per image (size, offset), then the PNGs as they are.
 */
function icoOf(icons) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(icons.length, 4);
  let offset = header.length + 16 * icons.length;
  const entries = icons.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...icons.map(({ png }) => png)]);
}
