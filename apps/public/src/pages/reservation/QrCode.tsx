import { encode } from 'uqr';

/**
 * The pickup code as a QR code, one SVG path (uqr, as the back-office's albarán draws its own),
 * black on white with the quiet zone scanners need; the counter's scanner types it into the
 * orders' search. Loaded with the confirmation page only.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
