import { PNG } from 'pngjs';
import { encode } from 'uqr';

/**
 * A QR code as a PNG (black on white, the four-module quiet zone scanners need), for e-mails:
 * mail programs show a PNG where many would not show an SVG. uqr encodes, pngjs writes the file.
 * Error correction M, as the albarán's: a smudged screen still scans.
 */
export function qrPng(value: string, pixelsPerModule = 8): Buffer {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  const side = size * pixelsPerModule;
  const png = new PNG({ width: side, height: side, colorType: 0, inputColorType: 0, bitDepth: 8, inputHasAlpha: false });
  png.data = Buffer.alloc(side * side, 0xff);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < pixelsPerModule; dy++) png.data.fill(0, (y * pixelsPerModule + dy) * side + x * pixelsPerModule, (y * pixelsPerModule + dy) * side + (x + 1) * pixelsPerModule);
    }),
  );
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}

/** The same as a `data:` URL, which the outbox sends as an inline image of the e-mail. */
export const qrDataUrl = (value: string) => `data:image/png;base64,${qrPng(value).toString('base64')}`;
