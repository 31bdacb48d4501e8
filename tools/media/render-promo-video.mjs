#!/usr/bin/env node
/**
 * Renders the home page's promo clip and its poster into apps/public/public/media/:
 *
 *   promo.webm          VP9, for every current browser
 *   promo.mp4           H.264, for the browsers that do not play WebM
 *   promo-poster.webp   the first frame, shown while the clip loads (and if it cannot)
 *
 *   node tools/media/render-promo-video.mjs            (about half a minute)
 *
 * Needs only what the repository's browser tests need: playwright-core (a devDependency)
 * and a Chromium (tools/chromium.mjs finds it: $CHROMIUM_PATH, /usr/bin/chromium, or
 * Playwright's own). No ffmpeg, no network.
 *
 * How: tools/media/promo-scene.js draws each frame as a pure function of time on a canvas;
 * the browser's WebCodecs VideoEncoder compresses the frames one by one with exact
 * timestamps (so the result does not depend on how fast the machine is, unlike recording a
 * canvas in real time with MediaRecorder); tools/media/containers.mjs wraps them in WebM
 * and MP4. Chromium builds without an H.264 encoder still give the WebM; the MP4 is then
 * skipped with a warning and the page plays the WebM alone.
 */
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { muxMp4, muxWebm } from './containers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const outDir = join(root, 'apps', 'public', 'public', 'media');

/**
 * Bits per second, tuned so each file stays near 200 kB. Only the first frame is a key frame:
 * the loop restarts from it, and at this size each extra one costs more than it buys.
 */
const BITRATE = 150_000;

// Served from http://localhost: WebCodecs exists only in secure contexts.
const ORIGIN = 'http://localhost';

const executablePath = await findChromium();
if (!executablePath) {
  console.error('No Chromium found. Install one (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/promo-scene.js') {
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(here, 'promo-scene.js'), 'utf8') });
    }
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><canvas></canvas>' });
  });
  await page.goto(`${ORIGIN}/`);

  mkdirSync(outDir, { recursive: true });
  const written = [];

  const scene = await page.evaluate(async () => {
    const { WIDTH, HEIGHT, FPS, DURATION } = await import('/promo-scene.js');
    return { width: WIDTH, height: HEIGHT, fps: FPS, duration: DURATION };
  });

  // The poster: frame 0, so the clip starts exactly where the poster was.
  const poster = await page.evaluate(async () => {
    const { drawFrame, WIDTH, HEIGHT } = await import('/promo-scene.js');
    const canvas = document.querySelector('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    drawFrame(canvas.getContext('2d'), 0);
    return canvas.toDataURL('image/webp', 0.8);
  });
  written.push(write('promo-poster.webp', Buffer.from(poster.split(',')[1], 'base64')));

  const vp9 = await encode(page, { codec: 'vp09.00.31.08' });
  written.push(write('promo.webm', muxWebm({ codec: 'V_VP9', width: scene.width, height: scene.height, frames: vp9.frames, app: 'taller tools/media' })));

  try {
    const avc = await encode(page, { codec: 'avc1.42001f', avc: { format: 'avc' } });
    if (!avc.description) throw new Error('the encoder gave no avcC record');
    written.push(write('promo.mp4', muxMp4({ width: scene.width, height: scene.height, fps: scene.fps, frames: avc.frames, avcC: avc.description })));
  } catch (error) {
    console.warn(`No MP4: this Chromium cannot encode H.264 (${error.message}). The WebM is enough for current browsers.`);
  }

  console.log(`${scene.duration} s, ${scene.width}×${scene.height}, ${scene.fps} fps`);
  for (const file of written) console.log(`  ${relative(root, file)}  ${(statSync(file).size / 1024).toFixed(1)} kB`);
} finally {
  await browser.close();
}

function write(name, bytes) {
  const file = join(outDir, name);
  writeFileSync(file, bytes);
  return file;
}

/** Every frame of the scene through a WebCodecs VideoEncoder configured with `config`. */
async function encode(page, config) {
  const result = await page.evaluate(
    async ({ config, bitrate }) => {
      const { drawFrame, WIDTH, HEIGHT, FPS, DURATION } = await import('/promo-scene.js');
      const canvas = document.querySelector('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      const ctx = canvas.getContext('2d');

      const toBase64 = (bytes) => {
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };

      const full = { ...config, width: WIDTH, height: HEIGHT, framerate: FPS, bitrate, latencyMode: 'quality' };
      const { supported } = await VideoEncoder.isConfigSupported(full);
      if (!supported) throw new Error(`${config.codec} is not supported`);

      const frames = [];
      let description;
      let failure;
      const encoder = new VideoEncoder({
        output: (chunk, metadata) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          frames.push({ data: toBase64(data), timestampUs: chunk.timestamp, durationUs: chunk.duration, key: chunk.type === 'key' });
          if (metadata?.decoderConfig?.description) {
            description = toBase64(new Uint8Array(metadata.decoderConfig.description));
          }
        },
        error: (error) => {
          failure = error;
        },
      });
      encoder.configure(full);

      const count = Math.round(DURATION * FPS);
      const frameUs = 1_000_000 / FPS;
      for (let i = 0; i < count; i += 1) {
        drawFrame(ctx, i / FPS);
        const frame = new VideoFrame(canvas, { timestamp: Math.round(i * frameUs), duration: Math.round(frameUs) });
        encoder.encode(frame, { keyFrame: i === 0 });
        frame.close();
        while (encoder.encodeQueueSize > 4) await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;
      return { frames, description };
    },
    { config, bitrate: BITRATE },
  );
  return {
    description: result.description ? Buffer.from(result.description, 'base64') : undefined,
    frames: result.frames
      .map((frame) => ({ ...frame, data: Buffer.from(frame.data, 'base64') }))
      .sort((a, b) => a.timestampUs - b.timestampUs),
  };
}
