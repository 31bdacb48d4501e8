import { encode } from 'uqr';

/** AEAT asks for a QR between 30×30 and 40×40 mm (Orden HAC/1177/2024, art. 21), level M. */
export const VERIFACTU_QR_MIN_MM = 30;
export const VERIFACTU_QR_MAX_MM = 40;
const QUIET_ZONE_MODULES = 4;

/**
 * The invoice's QR as an SVG (one path, black on white), the code itself `sideMm` wide and
 * the four-module quiet zone around it (at this size 3–4 mm, above the 2 mm AEAT asks for), so
 * printed at 100 % it measures what AEAT asks. uqr encodes, with error correction M.
 */
export function verificationQrSvg(url: string, { sideMm = 35 }: { sideMm?: number } = {}): string {
  if (!(sideMm >= VERIFACTU_QR_MIN_MM && sideMm <= VERIFACTU_QR_MAX_MM)) {
    throw new RangeError(`El QR debe medir entre ${VERIFACTU_QR_MIN_MM} y ${VERIFACTU_QR_MAX_MM} mm (pedido: ${sideMm})`);
  }
  const { data, size } = encode(url, { ecc: 'M', border: QUIET_ZONE_MODULES });
  const totalMm = ((sideMm * size) / (size - 2 * QUIET_ZONE_MODULES)).toFixed(2);
  let path = '';
  data.forEach((row, y) => {
    // One rectangle per run of dark modules keeps the path short.
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${totalMm}mm" height="${totalMm}mm" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges" role="img" aria-label="QR tributario">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
