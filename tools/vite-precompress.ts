/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file
 * of the build (the bundle and the copied public/ folder), for the server to send as they are
 * (@fastify/static's `preCompressed`): best compression once at build time, none per request.
 *
 * Hand-written rather than a plugin from the registry: it is a walk over the output folder and
 * two node:zlib calls, and needs nothing else.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, video and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a file fits in one network packet anyway. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'taller-precompress',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written its files.
      order: 'post',
      sequential: true,
      async handler({ dir }) {
        if (!dir) return;
        const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map((file) => compressBeside(join(dir, file))));
      },
    },
  };
}

async function compressBeside(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        // 11, the maximum, is 2% smaller and twice as slow to build.
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not worth a second file: the server falls back to the original.
  await Promise.all([
    br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}
