import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (uqr encodes it: a maintained, dependency-free encoder), black
 * on white with the four-module quiet zone scanners need, crisp at any size and in print.
 * Error correction M: a crease or a smudge on the paper still scans.
 */
export const QrCode = ({ value, size, label }: { value: string; size: number | string; label: string }) => {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
