/**
 * The picture a shared link shows (Open Graph, 1200 × 630, the size the big social
 * networks expect). Drawn in public/og-image.svg and rendered to PNG, because most link
 * previews do not accept SVG; `node apps/public/src/seo/render-images.mjs` renders it again.
 */
export const OG_IMAGE = {
  path: '/og-image.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'Taller: reparación de móviles, tablets, ordenadores y consolas cerca de Madrid',
} as const;
