#!/usr/bin/env node
/**
 * Writes the home page's illustrations (flat SVG in the site's palette) into
 * apps/public/public/media/:
 *
 *   slide-mobile.svg, slide-computers.svg, slide-consoles.svg, slide-accessories.svg,
 *   slide-shop.svg                      the carousel (600×400)
 *   banner-computers.svg, banner-services.svg, banner-mobile.svg      the banners (480×320)
 *
 *   node tools/media/render-illustrations.mjs
 *
 * Plain Node, no packages. The pictures are built from a few shared parts (a phone, a
 * laptop, a controller…) so they look like one set; the output is already minimal (integer
 * coordinates, no metadata), a few kilobytes each.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'apps', 'public', 'public', 'media');

const C = {
  ink: '#0f1b2a',
  inkSoft: '#1d2c3d',
  slate: '#4f5d6e',
  teal: '#0b5f59',
  tealMid: '#12897d',
  tealLight: '#38bdaa',
  tealPale: '#8fe0d3',
  tealSoft: '#e4f3f1',
  amber: '#f5a524',
  amberDark: '#d9860b',
  amberSoft: '#fdf0d8',
  metal: '#9fb0c2',
  metalLight: '#d8e0e8',
  white: '#fff',
  danger: '#ef4d3c',
  slateSoft: '#eef2f6',
};

// ----------------------------------------------------------------------- SVG helpers

const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${v}"`)
    .join('');
const rect = (x, y, width, height, a = {}) => `<rect${attrs({ x, y, width, height, ...a })}/>`;
const circle = (cx, cy, r, a = {}) => `<circle${attrs({ cx, cy, r, ...a })}/>`;
const ellipse = (cx, cy, rx, ry, a = {}) => `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;
const path = (d, a = {}) => `<path${attrs({ d, ...a })}/>`;
const g = (a, ...children) => `<g${attrs(a)}>${children.join('')}</g>`;
const at = (x, y, ...children) => g({ transform: `translate(${x} ${y})` }, ...children);
const stroke = (colour, width, extra = {}) => ({ fill: 'none', stroke: colour, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round', ...extra });

function svg(width, height, ...children) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${children.join('')}</svg>\n`;
}

// ----------------------------------------------------------------------- shared parts

/** Background: a soft panel with two blobs and a floor line. */
function backdrop(width, height, tint, blob, floorY) {
  return [
    rect(0, 0, width, height, { fill: tint }),
    circle(width * 0.78, height * 0.2, height * 0.34, { fill: blob, opacity: 0.55 }),
    circle(width * 0.14, height * 0.86, height * 0.3, { fill: blob, opacity: 0.4 }),
    floorY ? ellipse(width / 2, floorY, width * 0.36, 14, { fill: C.ink, opacity: 0.08 }) : '',
  ].join('');
}

function sparkle(x, y, size, colour = C.amber) {
  const s = size;
  return path(`M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`, { fill: colour });
}

function checkBadge(x, y, r = 22) {
  return g(
    {},
    circle(x + 2, y + 4, r, { fill: C.ink, opacity: 0.15 }),
    circle(x, y, r, { fill: C.amber }),
    path(`M${x - r * 0.42} ${y + r * 0.02}l${r * 0.3} ${r * 0.3} ${r * 0.56}-${r * 0.6}`, stroke(C.ink, Math.max(3, r * 0.2))),
  );
}

/** A phone seen from the front; screen: 'on', 'cracked' or 'off'. */
function phone(x, y, w, h, screen = 'on') {
  const r = w * 0.16;
  const inset = w * 0.07;
  const sx = x + inset;
  const sy = y + inset * 1.4;
  const sw = w - inset * 2;
  const sh = h - inset * 2.8;
  const parts = [
    rect(x + 6, y + 8, w, h, { rx: r, fill: C.ink, opacity: 0.16 }),
    rect(x, y, w, h, { rx: r, fill: C.ink }),
  ];
  if (screen === 'on') {
    parts.push(rect(sx, sy, sw, sh, { rx: r * 0.7, fill: C.tealMid }));
    parts.push(rect(sx, sy + sh * 0.55, sw, sh * 0.45, { rx: r * 0.7, fill: C.teal }));
    parts.push(rect(sx + sw * 0.18, sy + sh * 0.14, sw * 0.64, sh * 0.09, { rx: sh * 0.03, fill: C.white, opacity: 0.9 }));
    parts.push(rect(sx + sw * 0.3, sy + sh * 0.27, sw * 0.4, sh * 0.035, { rx: sh * 0.017, fill: C.white, opacity: 0.55 }));
    const icon = sw * 0.2;
    for (let row = 0; row < 2; row += 1) {
      for (let col = 0; col < 3; col += 1) {
        parts.push(rect(sx + sw * 0.12 + col * sw * 0.28, sy + sh * 0.5 + row * icon * 1.35, icon, icon, { rx: icon * 0.28, fill: row === 0 && col === 1 ? C.amber : C.white, opacity: row === 0 && col === 1 ? 1 : 0.25 }));
      }
    }
  } else {
    parts.push(rect(sx, sy, sw, sh, { rx: r * 0.7, fill: '#17293a' }));
    if (screen === 'cracked') {
      const cx = sx + sw * 0.62;
      const cy = sy + sh * 0.34;
      const k = sw / 100;
      parts.push(
        path(
          `M${cx} ${cy}l-${14 * k} -${26 * k}l-${10 * k} -${30 * k}M${cx} ${cy}l${22 * k} -${20 * k}l${6 * k} -${22 * k}M${cx} ${cy}l-${30 * k} ${22 * k}l-${16 * k} ${18 * k}M${cx} ${cy}l${6 * k} ${36 * k}l-${10 * k} ${34 * k}l${8 * k} ${26 * k}M${cx} ${cy}l${28 * k} ${18 * k}`,
          stroke(C.white, Math.max(1.5, k * 1.6), { opacity: 0.8 }),
        ),
        circle(cx, cy, k * 3, { fill: C.white }),
      );
    }
  }
  parts.push(rect(x + w / 2 - w * 0.14, y + inset * 0.55, w * 0.28, inset * 0.55, { rx: inset * 0.28, fill: C.ink }));
  return parts.join('');
}

/** An open laptop, screen width `w`, its top-left at (x, y). */
function laptop(x, y, w, screenContent = 'diagnostics') {
  const h = w * 0.64;
  const parts = [
    rect(x, y, w, h, { rx: w * 0.04, fill: C.ink }),
    rect(x + w * 0.04, y + w * 0.04, w * 0.92, h - w * 0.08, { rx: w * 0.015, fill: C.tealMid }),
  ];
  const sx = x + w * 0.04;
  const sy = y + w * 0.04;
  const sw = w * 0.92;
  const sh = h - w * 0.08;
  if (screenContent === 'diagnostics') {
    parts.push(rect(sx, sy, sw, sh * 0.14, { fill: C.teal }));
    [0, 1, 2].forEach((i) => parts.push(circle(sx + sw * (0.04 + i * 0.035), sy + sh * 0.07, sh * 0.025, { fill: i === 0 ? C.amber : C.white, opacity: i === 0 ? 1 : 0.5 })));
    const bars = [0.86, 0.64, 0.94, 0.5];
    bars.forEach((fill, i) => {
      const by = sy + sh * (0.26 + i * 0.17);
      parts.push(rect(sx + sw * 0.08, by, sw * 0.62, sh * 0.07, { rx: sh * 0.035, fill: C.white, opacity: 0.22 }));
      parts.push(rect(sx + sw * 0.08, by, sw * 0.62 * fill, sh * 0.07, { rx: sh * 0.035, fill: i === 2 ? C.amber : C.tealPale }));
      parts.push(circle(sx + sw * 0.82, by + sh * 0.035, sh * 0.045, { fill: C.tealPale }));
    });
  } else {
    // A wrench over a soft window: "computer repair".
    parts.push(rect(sx + sw * 0.12, sy + sh * 0.16, sw * 0.76, sh * 0.68, { rx: sh * 0.06, fill: C.white, opacity: 0.16 }));
    parts.push(at(sx + sw / 2, sy + sh / 2, g({ transform: `scale(${sw / 200})` }, wrenchShape(C.amber))));
  }
  const base = y + h;
  parts.push(path(`M${x - w * 0.1} ${base}h${w * 1.2}l-${w * 0.06} ${w * 0.06}H${x - w * 0.04}Z`, { fill: C.metal }));
  parts.push(rect(x + w * 0.4, base, w * 0.2, w * 0.02, { rx: w * 0.01, fill: '#7f91a5' }));
  return parts.join('');
}

/** An open-end wrench centred on 0,0, about 110 units long. */
function wrenchShape(colour) {
  return g(
    { transform: 'rotate(-45)' },
    rect(-14, -7, 70, 14, { rx: 7, fill: colour }),
    circle(56, 0, 11, { fill: colour }),
    path('M-50.5 -8H-37V8H-50.5A22 22 0 1 0-50.5 -8Z', { fill: colour }),
  );
}

function screwdriver(x, y, angle, length = 130, colour = C.amber) {
  return g(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    rect(0, -9, length * 0.42, 18, { rx: 9, fill: colour }),
    rect(length * 0.1, -9, 6, 18, { fill: C.ink, opacity: 0.15 }),
    rect(length * 0.42, -3, length * 0.5, 6, { rx: 2, fill: C.metal }),
    path(`M${length * 0.92} -3h${length * 0.06}l${length * 0.02} 3l-${length * 0.02} 3h-${length * 0.06}Z`, { fill: C.slate }),
  );
}

function controller(x, y, scale = 1) {
  return g(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    path('M-150 -70C-110 -98 110 -98 150 -70C186 -44 214 66 190 104C168 138 124 122 92 78C74 56 -74 56 -92 78C-124 122 -168 138 -190 104C-214 66 -186 -44 -150 -70Z', { fill: C.ink, opacity: 0.16, transform: 'translate(8 12)' }),
    path('M-150 -70C-110 -98 110 -98 150 -70C186 -44 214 66 190 104C168 138 124 122 92 78C74 56 -74 56 -92 78C-124 122 -168 138 -190 104C-214 66 -186 -44 -150 -70Z', { fill: C.ink }),
    rect(-136, -30, 60, 20, { rx: 5, fill: C.slate }),
    rect(-116, -50, 20, 60, { rx: 5, fill: C.slate }),
    circle(112, -54, 13, { fill: C.amber }),
    circle(140, -26, 13, { fill: C.tealPale }),
    circle(112, 2, 13, { fill: C.tealLight }),
    circle(84, -26, 13, { fill: C.white }),
    circle(-56, 40, 30, { fill: '#2b3b4d' }),
    circle(-56, 40, 20, { fill: C.tealLight }),
    circle(56, 40, 30, { fill: '#2b3b4d' }),
    circle(56, 40, 20, { fill: C.tealLight }),
    rect(-22, -52, 44, 10, { rx: 5, fill: C.amber }),
  );
}

function handheld(x, y, w) {
  const h = w * 0.44;
  return g(
    {},
    rect(x + 6, y + 8, w, h, { rx: h * 0.42, fill: C.ink, opacity: 0.16 }),
    rect(x, y, w, h, { rx: h * 0.42, fill: C.tealLight }),
    rect(x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.8, { rx: h * 0.08, fill: C.ink }),
    rect(x + w * 0.23, y + h * 0.16, w * 0.54, h * 0.68, { rx: h * 0.05, fill: C.tealMid }),
    path(`M${x + w * 0.36} ${y + h * 0.62}l${w * 0.08}-${h * 0.22}l${w * 0.06} ${h * 0.12}l${w * 0.08}-${h * 0.2}l${w * 0.08} ${h * 0.3}Z`, { fill: C.tealPale }),
    circle(x + w * 0.62, y + h * 0.32, h * 0.07, { fill: C.amber }),
    circle(x + w * 0.1, y + h * 0.4, h * 0.1, { fill: C.ink }),
    circle(x + w * 0.9, y + h * 0.32, h * 0.06, { fill: C.ink }),
    circle(x + w * 0.9, y + h * 0.58, h * 0.06, { fill: C.white }),
  );
}

function phoneCase(x, y, w, h, colour) {
  return g(
    {},
    rect(x + 5, y + 7, w, h, { rx: w * 0.2, fill: C.ink, opacity: 0.14 }),
    rect(x, y, w, h, { rx: w * 0.2, fill: colour }),
    rect(x + w * 0.12, y + w * 0.12, w * 0.42, w * 0.46, { rx: w * 0.12, fill: C.ink }),
    circle(x + w * 0.25, y + w * 0.25, w * 0.08, { fill: C.slate }),
    circle(x + w * 0.25, y + w * 0.45, w * 0.08, { fill: C.slate }),
    circle(x + w * 0.42, y + w * 0.25, w * 0.04, { fill: C.white }),
  );
}

function charger(x, y, w) {
  return g(
    {},
    rect(x + w * 0.25, y - w * 0.3, w * 0.12, w * 0.34, { rx: 3, fill: C.metal }),
    rect(x + w * 0.63, y - w * 0.3, w * 0.12, w * 0.34, { rx: 3, fill: C.metal }),
    rect(x + 5, y + 7, w, w, { rx: w * 0.22, fill: C.ink, opacity: 0.14 }),
    rect(x, y, w, w, { rx: w * 0.22, fill: C.white }),
    path(`M${x + w * 0.56} ${y + w * 0.2}l-${w * 0.2} ${w * 0.34}h${w * 0.18}l-${w * 0.08} ${w * 0.26}l${w * 0.24}-${w * 0.38}h-${w * 0.18}Z`, { fill: C.amber }),
  );
}

function earbuds(x, y, w) {
  const h = w * 0.8;
  return g(
    {},
    rect(x + 5, y + 7, w, h, { rx: h * 0.45, fill: C.ink, opacity: 0.14 }),
    rect(x, y, w, h, { rx: h * 0.45, fill: C.white }),
    path(`M${x} ${y + h * 0.42}h${w}`, stroke(C.metalLight, 3)),
    circle(x + w / 2, y + h * 0.62, w * 0.05, { fill: C.tealLight }),
  );
}

function sdCard(x, y, w, label = '256GB') {
  const h = w * 1.3;
  return g(
    {},
    path(`M${x + 5} ${y + 7}h${w * 0.7}l${w * 0.3} ${w * 0.3}v${h - w * 0.3}h-${w}Z`, { fill: C.ink, opacity: 0.14 }),
    path(`M${x} ${y}h${w * 0.7}l${w * 0.3} ${w * 0.3}v${h - w * 0.3}q0 ${w * 0.08}-${w * 0.08} ${w * 0.08}h-${w * 0.84}q-${w * 0.08} 0-${w * 0.08}-${w * 0.08}Z`, { fill: C.ink }),
    ...[0, 1, 2, 3].map((i) => rect(x + w * (0.1 + i * 0.15), y + w * 0.08, w * 0.09, w * 0.22, { rx: 2, fill: C.amber })),
    rect(x + w * 0.12, y + h * 0.5, w * 0.76, h * 0.36, { rx: 4, fill: C.tealLight }),
    label ? rect(x + w * 0.24, y + h * 0.64, w * 0.52, h * 0.08, { rx: 2, fill: C.white, opacity: 0.85 }) : '',
  );
}

function powerBank(x, y, w) {
  const h = w * 0.5;
  return g(
    {},
    rect(x + 5, y + 7, w, h, { rx: h * 0.24, fill: C.ink, opacity: 0.14 }),
    rect(x, y, w, h, { rx: h * 0.24, fill: C.teal }),
    ...[0, 1, 2, 3].map((i) => rect(x + w * (0.12 + i * 0.11), y + h * 0.4, w * 0.08, h * 0.2, { rx: 2, fill: i < 3 ? C.tealPale : C.white, opacity: i < 3 ? 1 : 0.3 })),
    circle(x + w * 0.82, y + h * 0.5, h * 0.1, { fill: C.amber }),
  );
}

function cable(d, colour = C.slate) {
  return path(d, stroke(colour, 6));
}

function battery(x, y, w, level, colour) {
  const h = w * 0.5;
  return g(
    {},
    rect(x, y, w, h, { rx: h * 0.22, ...stroke(colour, Math.max(4, w * 0.07)) }),
    rect(x + w, y + h * 0.3, w * 0.08, h * 0.4, { rx: 3, fill: colour }),
    rect(x + w * 0.1, y + h * 0.2, (w * 0.8) * level, h * 0.6, { rx: h * 0.1, fill: colour }),
  );
}

function plant(x, y, s = 1) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M0 0C-30 -20 -34 -60 -14 -84C-6 -60 -2 -34 0 0Z', { fill: C.tealLight }),
    path('M0 0C22 -18 40 -50 26 -84C10 -64 2 -36 0 0Z', { fill: C.teal }),
    path('M0 0C-8 -30 -2 -70 8 -96C18 -70 10 -30 0 0Z', { fill: C.tealMid }),
    path('M-22 0h44l-6 34h-32Z', { fill: C.amber }),
  );
}

// ----------------------------------------------------------------------- the pictures

const W = 600;
const H = 400;

const slides = {
  /** A phone on the bench with its cracked screen coming off, new one beside it, tools. */
  'slide-mobile.svg': svg(
    W,
    H,
    backdrop(W, H, C.tealSoft, C.tealPale, 352),
    rect(90, 300, 420, 56, { rx: 14, fill: C.teal }),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => path(`M${130 + i * 56} 306v44`, stroke(C.tealMid, 2))),
    g({ transform: 'rotate(-8 230 180)' }, phone(170, 64, 124, 250, 'cracked')),
    phone(318, 52, 124, 250, 'on'),
    screwdriver(420, 330, -28, 150),
    circle(142, 336, 7, { fill: C.metal }),
    circle(160, 342, 6, { fill: C.metal }),
    checkBadge(446, 78, 26),
    sparkle(512, 150, 12),
    sparkle(120, 110, 9, C.tealLight),
  ),

  /** A laptop showing a passing diagnosis, a desktop tower with its side open. */
  'slide-computers.svg': svg(
    W,
    H,
    backdrop(W, H, C.slateSoft, C.metalLight, 340),
    // Tower
    rect(398, 92, 130, 236, { rx: 14, fill: C.ink, opacity: 0.16, transform: 'translate(6 8)' }),
    rect(398, 92, 130, 236, { rx: 14, fill: C.inkSoft }),
    rect(412, 108, 102, 204, { rx: 8, fill: '#2b3b4d' }),
    circle(463, 160, 34, { fill: C.ink }),
    circle(463, 160, 28, { fill: C.tealMid }),
    ...[0, 60, 120, 180, 240, 300].map((a) => path('M463 160l0 -24', { ...stroke(C.tealPale, 8), transform: `rotate(${a} 463 160)` })),
    circle(463, 160, 8, { fill: C.ink }),
    rect(424, 214, 78, 14, { rx: 4, fill: C.tealLight }),
    rect(424, 236, 78, 14, { rx: 4, fill: C.amber }),
    rect(424, 258, 50, 14, { rx: 4, fill: C.metal }),
    circle(500, 296, 5, { fill: C.tealLight }),
    // Laptop
    laptop(86, 132, 272, 'diagnostics'),
    checkBadge(348, 122, 26),
    sparkle(548, 70, 11),
  ),

  /** A controller and a handheld console, both working again. */
  'slide-consoles.svg': svg(
    W,
    H,
    backdrop(W, H, C.amberSoft, '#f8d9a0', 342),
    controller(246, 214, 0.78),
    handheld(356, 58, 190),
    screwdriver(404, 318, -16, 130, C.tealLight),
    checkBadge(92, 106, 24),
    sparkle(530, 210, 11, C.teal),
    sparkle(96, 300, 8),
  ),

  /** What the shop sells: cases, charger, earbuds, a memory card, a power bank, a cable. */
  'slide-accessories.svg': svg(
    W,
    H,
    backdrop(W, H, C.tealSoft, C.tealPale, 344),
    cable('M210 292C240 340 310 340 330 300S380 250 420 270', C.slate),
    phoneCase(96, 96, 104, 206, C.amber),
    phoneCase(174, 118, 96, 190, C.tealLight),
    charger(300, 178, 84),
    earbuds(412, 214, 96),
    sdCard(302, 56, 60),
    powerBank(404, 110, 132),
    sparkle(520, 64, 11),
    sparkle(72, 64, 8, C.teal),
  ),

  /** The shop itself: a bright unit with an awning, on the ground floor of the centre. */
  'slide-shop.svg': svg(
    W,
    H,
    rect(0, 0, W, H, { fill: C.slateSoft }),
    rect(0, 318, W, 82, { fill: C.metalLight }),
    ...[0, 1, 2, 3, 4, 5].map((i) => path(`M${i * 120 - 30} 400l${60} -82`, stroke('#c7d2dd', 3))),
    // Building
    rect(66, 54, 468, 264, { rx: 10, fill: C.white }),
    rect(66, 54, 468, 58, { rx: 10, fill: C.teal }),
    rect(66, 96, 468, 16, { fill: C.teal }),
    // Sign: the logo mark and a name bar
    rect(250, 66, 34, 34, { rx: 9, fill: C.white }),
    path('M258 75h18M267 75v17', stroke(C.teal, 4)),
    circle(277, 92, 3.5, { fill: C.amber }),
    rect(294, 74, 60, 18, { rx: 4, fill: C.white, opacity: 0.92 }),
    // Awning
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) =>
      path(`M${66 + i * 39} 112h39v26a19.5 19.5 0 0 1-39 0Z`, { fill: i % 2 ? C.white : C.amber }),
    ),
    // Windows with devices
    rect(92, 160, 150, 140, { rx: 6, fill: '#cfe9e5' }),
    rect(358, 160, 150, 140, { rx: 6, fill: '#cfe9e5' }),
    path('M92 250h150M358 250h150', stroke(C.white, 6)),
    phone(118, 182, 34, 64, 'on'),
    phone(162, 190, 30, 56, 'on'),
    at(205, 214, g({ transform: 'scale(0.12)' }, controller(0, 0))),
    laptop(378, 196, 62, 'diagnostics'),
    charger(464, 216, 26),
    // Door with an "open" sign
    rect(262, 160, 76, 158, { rx: 6, fill: C.tealMid }),
    rect(270, 168, 60, 110, { rx: 4, fill: '#bfe5df' }),
    circle(324, 244, 4, { fill: C.ink }),
    rect(280, 188, 40, 18, { rx: 4, fill: C.amber }),
    path('M286 197h28', stroke(C.ink, 3)),
    plant(44, 318, 0.8),
    plant(560, 318, 0.8),
    sparkle(560, 40, 10),
  ),
};

const BW = 480;
const BH = 320;

const banners = {
  /** Computer repair: a monitor with a wrench on screen and a keyboard. */
  'banner-computers.svg': svg(
    BW,
    BH,
    backdrop(BW, BH, C.slateSoft, C.metalLight, 286),
    rect(110, 52, 260, 168, { rx: 12, fill: C.ink, opacity: 0.16, transform: 'translate(6 8)' }),
    rect(110, 52, 260, 168, { rx: 12, fill: C.ink }),
    rect(122, 64, 236, 144, { rx: 6, fill: C.tealMid }),
    rect(152, 86, 176, 100, { rx: 10, fill: C.white, opacity: 0.16 }),
    at(240, 136, g({ transform: 'scale(0.78)' }, wrenchShape(C.amber))),
    path('M222 220h36l8 40h-52Z', { fill: C.metal }),
    rect(180, 258, 120, 12, { rx: 6, fill: C.metal }),
    rect(96, 276, 200, 22, { rx: 6, fill: C.inkSoft }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(106 + i * 23, 282, 16, 10, { rx: 2, fill: C.slate })),
    rect(318, 274, 34, 26, { rx: 13, fill: C.inkSoft }),
    checkBadge(372, 60, 24),
  ),

  /** Services: a clipboard checklist with a price tag ("free diagnosis"). */
  'banner-services.svg': svg(
    BW,
    BH,
    backdrop(BW, BH, C.amberSoft, '#f8d9a0', 292),
    rect(150, 40, 180, 240, { rx: 16, fill: C.ink, opacity: 0.14, transform: 'translate(6 8)' }),
    rect(150, 40, 180, 240, { rx: 16, fill: C.teal }),
    rect(164, 58, 152, 208, { rx: 8, fill: C.white }),
    rect(204, 30, 72, 30, { rx: 8, fill: C.inkSoft }),
    ...[0, 1, 2, 3].map((i) =>
      g(
        {},
        rect(180, 86 + i * 44, 24, 24, { rx: 6, fill: i < 3 ? C.tealLight : C.metalLight }),
        i < 3 ? path(`M186 ${98 + i * 44}l5 5 9-10`, stroke(C.white, 3.5)) : '',
        rect(216, 90 + i * 44, i % 2 ? 64 : 84, 8, { rx: 4, fill: C.ink, opacity: 0.7 }),
        rect(216, 103 + i * 44, 48, 6, { rx: 3, fill: C.metal }),
      ),
    ),
    // Price tag
    g(
      { transform: 'rotate(14 352 214)' },
      path('M312 184h60l20 30-20 30h-60Z', { fill: C.amber }),
      circle(378, 214, 6, { fill: C.amberSoft }),
      rect(324, 204, 36, 8, { rx: 4, fill: C.ink, opacity: 0.75 }),
      rect(324, 218, 24, 6, { rx: 3, fill: C.ink, opacity: 0.45 }),
    ),
    sparkle(108, 92, 12),
    sparkle(384, 74, 9, C.teal),
  ),

  /** Mobile repair: a phone being opened, a new battery, a screwdriver. */
  'banner-mobile.svg': svg(
    BW,
    BH,
    backdrop(BW, BH, C.tealSoft, C.tealPale, 290),
    phone(176, 36, 118, 238, 'on'),
    at(312, 170, g({}, rect(0, 0, 88, 112, { rx: 10, fill: C.ink, opacity: 0.14, transform: 'translate(5 7)' }), rect(0, 0, 88, 112, { rx: 10, fill: C.slate }), rect(10, 10, 68, 92, { rx: 6, fill: C.inkSoft }), battery(20, 38, 40, 1, C.tealPale))),
    screwdriver(70, 250, -24, 140),
    checkBadge(290, 52, 24),
    sparkle(108, 84, 11),
  ),
};

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries({ ...slides, ...banners })) {
  const file = join(outDir, name);
  writeFileSync(file, content.replace(/(\d+\.\d{2})\d+/g, '$1'));
  console.log(`  ${relative(root, file)}  ${(statSync(file).size / 1024).toFixed(1)} kB`);
}
