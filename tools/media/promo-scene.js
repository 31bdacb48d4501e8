/**
 * The home page's promo clip, drawn on a 2D canvas as a pure function of time: the same
 * `t` always gives the same picture, so the video can be rendered frame by frame (not
 * recorded in real time) and it loops without a seam.
 *
 * Three devices come to the bench in turn (a phone with a cracked screen, a laptop that
 * will not charge, a controller with a worn stick). A scan line passes over each, the fault
 * gives way to a working screen, a "reparado" badge pops up, and the next device pushes it
 * out. Runs in the browser (tools/media/render-promo-video.mjs loads it in Chromium).
 */

export const WIDTH = 960;
export const HEIGHT = 540;
export const FPS = 30;
/** Seconds each device stays on the bench; the clip is three of them. */
const SEGMENT = 3;
export const DURATION = SEGMENT * 3;

const C = {
  bgFrom: '#0a4f4a',
  bgMid: '#0b5f59',
  bgTo: '#0d3b4f',
  teal: '#38bdaa',
  tealSoft: '#8fe0d3',
  accent: '#f5a524',
  ink: '#0f1b2a',
  inkSoft: '#1d2c3d',
  metal: '#9fb0c2',
  white: '#ffffff',
  danger: '#ef4d3c',
  screenOff: '#17293a',
};

const FONT = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';

const devices = [
  { label: 'Móviles', draw: drawPhone },
  { label: 'Ordenadores', draw: drawLaptop },
  { label: 'Consolas', draw: drawController },
];

const clamp01 = (x) => Math.min(1, Math.max(0, x));
const progress = (t, from, to) => clamp01((t - from) / (to - from));
const easeInOut = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const easeOutBack = (x) => 1 + 2.7 * (x - 1) ** 3 + 1.7 * (x - 1) ** 2;

/** Draws the frame at `t` seconds (any t: the clip repeats every DURATION). */
export function drawFrame(ctx, t) {
  const time = ((t % DURATION) + DURATION) % DURATION;
  const index = Math.floor(time / SEGMENT);
  const local = time - index * SEGMENT;

  drawBackground(ctx);
  drawBench(ctx);

  // The push: from 2.4 s the device on the bench leaves left while the next comes in.
  const push = easeInOut(progress(local, 2.4, SEGMENT));
  const current = devices[index];
  const next = devices[(index + 1) % devices.length];
  drawStation(ctx, current, local, -push * WIDTH);
  if (push > 0) drawStation(ctx, next, 0, (1 - push) * WIDTH);

  drawBrand(ctx);
}

/** Still on purpose: only the device moves, so the encoder spends its bits there. */
function drawBackground(ctx) {
  const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, C.bgFrom);
  gradient.addColorStop(0.45, C.bgMid);
  gradient.addColorStop(1, C.bgTo);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  glow(ctx, 780, 60, 380, 'rgba(245,165,36,0.20)');
  glow(ctx, 120, 520, 420, 'rgba(56,189,170,0.26)');

  // A faint dot grid, like a workbench mat.
  ctx.fillStyle = 'rgba(255,255,255,0.06)';
  for (let y = 30; y < HEIGHT; y += 36) {
    for (let x = 30; x < WIDTH; x += 36) ctx.fillRect(x, y, 2, 2);
  }
}

function glow(ctx, x, y, radius, colour) {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, colour);
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
}

function drawBench(ctx) {
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ellipse(ctx, WIDTH / 2, 452, 300, 26);
}

function drawBrand(ctx) {
  ctx.save();
  ctx.translate(36, 34);
  roundRect(ctx, 0, 0, 40, 40, 10);
  ctx.fillStyle = C.white;
  ctx.fill();
  ctx.strokeStyle = C.bgMid;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  line(ctx, 11, 12.5, 29, 12.5);
  line(ctx, 20, 12.5, 20, 29);
  ctx.fillStyle = C.accent;
  circle(ctx, 29.5, 28.5, 4);
  ctx.fillStyle = C.white;
  ctx.font = `700 26px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.fillText('Taller', 54, 21);
  ctx.restore();

  chip(ctx, WIDTH - 36, 54, 'Diagnóstico gratuito', { align: 'right', fill: 'rgba(255,255,255,0.14)', ink: C.white });
}

/** One device at horizontal offset `dx`, in the state it reaches `local` seconds in. */
function drawStation(ctx, device, local, dx) {
  const scan = easeInOut(progress(local, 0.3, 1.3)); // 0: faulty, 1: repaired
  const pop = progress(local, 1.3, 1.7);
  ctx.save();
  ctx.translate(WIDTH / 2 + dx, 270);
  device.draw(ctx, scan);
  ctx.restore();

  chip(ctx, WIDTH / 2 + dx, 492, device.label, { align: 'center', fill: C.white, ink: C.ink, size: 26 });

  if (pop > 0) {
    const scale = Math.max(0, easeOutBack(pop));
    ctx.save();
    ctx.translate(WIDTH / 2 + dx + 178, 130);
    ctx.scale(scale, scale);
    ctx.fillStyle = 'rgba(0,0,0,0.2)';
    circle(ctx, 3, 6, 42);
    ctx.fillStyle = C.accent;
    circle(ctx, 0, 0, 42);
    ctx.strokeStyle = C.ink;
    ctx.lineWidth = 8;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(-17, 1);
    ctx.lineTo(-5, 13);
    ctx.lineTo(18, -12);
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Clips the fault to the part of `rect` the scan line has not reached yet and the repair
 * to the part it has, and draws the scan line itself while it moves.
 */
function scanned(ctx, rect, scan, drawFault, drawFixed) {
  const [x, y, w, h] = rect;
  const edge = y + h * scan;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, edge - y);
  ctx.clip();
  drawFixed();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, edge, w, y + h - edge);
  ctx.clip();
  drawFault();
  ctx.restore();
  if (scan > 0 && scan < 1) {
    const beam = ctx.createLinearGradient(0, edge - 26, 0, edge + 2);
    beam.addColorStop(0, 'rgba(56,189,170,0)');
    beam.addColorStop(1, 'rgba(143,224,211,0.85)');
    ctx.fillStyle = beam;
    ctx.fillRect(x - 14, edge - 26, w + 28, 28);
    ctx.fillStyle = C.tealSoft;
    ctx.fillRect(x - 14, edge - 2, w + 28, 4);
  }
}

function drawPhone(ctx, scan) {
  const w = 190;
  const h = 360;
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  roundRect(ctx, -w / 2 + 10, -h / 2 + 14, w, h, 30);
  ctx.fill();
  ctx.fillStyle = C.ink;
  roundRect(ctx, -w / 2, -h / 2, w, h, 30);
  ctx.fill();
  ctx.fillStyle = C.inkSoft;
  roundRect(ctx, -w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 27);
  ctx.fill();
  const screen = [-w / 2 + 12, -h / 2 + 14, w - 24, h - 28];
  scanned(
    ctx,
    screen,
    scan,
    () => {
      ctx.fillStyle = C.screenOff;
      roundRect(ctx, ...screen, 20);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,255,255,0.75)';
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      polyline(ctx, [[18, -30], [-10, -80], [-30, -150]]);
      polyline(ctx, [[18, -30], [60, -70], [72, -120]]);
      polyline(ctx, [[18, -30], [-40, 10], [-70, 40]]);
      polyline(ctx, [[18, -30], [30, 40], [10, 110], [26, 160]]);
      polyline(ctx, [[18, -30], [70, 10]]);
      polyline(ctx, [[-10, -80], [-55, -90]]);
      polyline(ctx, [[30, 40], [68, 70]]);
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      circle(ctx, 18, -30, 5);
    },
    () => {
      const glowing = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
      glowing.addColorStop(0, '#12897d');
      glowing.addColorStop(1, '#0d3b4f');
      ctx.fillStyle = glowing;
      roundRect(ctx, ...screen, 20);
      ctx.fill();
      ctx.fillStyle = C.white;
      ctx.font = `700 44px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('10:30', 0, -92);
      ctx.font = `400 16px ${FONT}`;
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      ctx.fillText('Batería al 100 %', 0, -58);
      for (let row = 0; row < 2; row += 1) {
        for (let col = 0; col < 3; col += 1) {
          ctx.fillStyle = row === 0 && col === 1 ? C.accent : 'rgba(255,255,255,0.22)';
          roundRect(ctx, -66 + col * 48, 20 + row * 52, 36, 36, 10);
          ctx.fill();
        }
      }
    },
  );
  ctx.fillStyle = C.ink;
  roundRect(ctx, -28, -h / 2 + 10, 56, 12, 6);
  ctx.fill();
}

function drawLaptop(ctx, scan) {
  const w = 380;
  const h = 240;
  const top = -h / 2 - 20;
  ctx.fillStyle = C.ink;
  roundRect(ctx, -w / 2, top, w, h, 16);
  ctx.fill();
  const screen = [-w / 2 + 14, top + 14, w - 28, h - 28];
  scanned(
    ctx,
    screen,
    scan,
    () => {
      ctx.fillStyle = C.screenOff;
      roundRect(ctx, ...screen, 6);
      ctx.fill();
      // An empty battery with a warning: it does not charge.
      ctx.strokeStyle = C.danger;
      ctx.lineWidth = 6;
      roundRect(ctx, -58, top + 84, 104, 52, 9);
      ctx.stroke();
      ctx.fillStyle = C.danger;
      roundRect(ctx, 50, top + 100, 10, 20, 3);
      ctx.fill();
      roundRect(ctx, -48, top + 94, 16, 32, 3);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.font = `600 18px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('Sin carga', 0, top + 170);
    },
    () => {
      const glowing = ctx.createLinearGradient(0, top, 0, top + h);
      glowing.addColorStop(0, '#12897d');
      glowing.addColorStop(1, '#0d3b4f');
      ctx.fillStyle = glowing;
      roundRect(ctx, ...screen, 6);
      ctx.fill();
      // A window with progress bars: everything passes.
      ctx.fillStyle = 'rgba(255,255,255,0.14)';
      roundRect(ctx, -140, top + 38, 280, 150, 12);
      ctx.fill();
      const bars = [0.92, 0.78, 1, 0.66];
      bars.forEach((fill, i) => {
        const y = top + 62 + i * 30;
        ctx.fillStyle = 'rgba(255,255,255,0.2)';
        roundRect(ctx, -116, y, 200, 12, 6);
        ctx.fill();
        ctx.fillStyle = i === 2 ? C.accent : C.tealSoft;
        roundRect(ctx, -116, y, 200 * fill, 12, 6);
        ctx.fill();
        ctx.fillStyle = C.tealSoft;
        circle(ctx, 106, y + 6, 7);
      });
    },
  );
  ctx.fillStyle = C.metal;
  ctx.beginPath();
  ctx.moveTo(-w / 2 - 36, top + h + 4);
  ctx.lineTo(w / 2 + 36, top + h + 4);
  ctx.lineTo(w / 2 + 16, top + h + 30);
  ctx.lineTo(-w / 2 - 16, top + h + 30);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#7f91a5';
  roundRect(ctx, -40, top + h + 4, 80, 8, 4);
  ctx.fill();
}

function drawController(ctx, scan) {
  const body = new Path2D(
    'M-150,-70 C-110,-98 110,-98 150,-70 C186,-44 214,66 190,104 C168,138 124,122 92,78 C74,56 -74,56 -92,78 C-124,122 -168,138 -190,104 C-214,66 -186,-44 -150,-70 Z',
  );
  ctx.save();
  ctx.translate(10, 14);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fill(body);
  ctx.restore();
  ctx.fillStyle = C.ink;
  ctx.fill(body);
  ctx.strokeStyle = C.inkSoft;
  ctx.lineWidth = 6;
  ctx.stroke(body);
  // D-pad
  ctx.fillStyle = C.inkSoft;
  roundRect(ctx, -136, -30, 60, 20, 5);
  ctx.fill();
  roundRect(ctx, -116, -50, 20, 60, 5);
  ctx.fill();
  // Face buttons
  const buttons = [
    [112, -54],
    [140, -26],
    [112, 2],
    [84, -26],
  ];
  scanned(
    ctx,
    [-200, -100, 400, 230],
    scan,
    () => {
      buttons.forEach(([x, y]) => {
        ctx.fillStyle = C.inkSoft;
        circle(ctx, x, y, 13);
      });
      // The worn left stick, drifting off centre, and a warning dot.
      ctx.fillStyle = '#2b3b4d';
      circle(ctx, -56, 40, 30);
      ctx.fillStyle = '#3d4f63';
      circle(ctx, -44, 30, 20);
      ctx.fillStyle = C.danger;
      circle(ctx, -44, 30, 6);
      ctx.fillStyle = '#2b3b4d';
      circle(ctx, 56, 40, 30);
      ctx.fillStyle = '#3d4f63';
      circle(ctx, 56, 40, 20);
    },
    () => {
      const colours = [C.accent, C.tealSoft, C.teal, C.white];
      buttons.forEach(([x, y], i) => {
        ctx.fillStyle = colours[i];
        circle(ctx, x, y, 13);
      });
      ctx.fillStyle = '#2b3b4d';
      circle(ctx, -56, 40, 30);
      ctx.fillStyle = C.teal;
      circle(ctx, -56, 40, 20);
      ctx.fillStyle = '#2b3b4d';
      circle(ctx, 56, 40, 30);
      ctx.fillStyle = C.teal;
      circle(ctx, 56, 40, 20);
    },
  );
  ctx.fillStyle = C.accent;
  roundRect(ctx, -22, -52, 44, 10, 5);
  ctx.fill();
}

function chip(ctx, x, y, text, { align, fill, ink, size = 20 }) {
  ctx.save();
  ctx.font = `700 ${size}px ${FONT}`;
  const width = ctx.measureText(text).width + size * 1.4;
  const height = size * 1.9;
  const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  ctx.fillStyle = fill;
  roundRect(ctx, left, y - height / 2, width, height, height / 2);
  ctx.fill();
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, left + width / 2, y + 1);
  ctx.restore();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function circle(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function ellipse(ctx, x, y, rx, ry) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
}

function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function polyline(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
}
