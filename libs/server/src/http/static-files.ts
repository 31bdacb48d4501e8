import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply } from 'fastify';

/**
 * Vite names what it builds after its content (`assets/index-kttwsemU.js`): a changed file is
 * a new address, so a browser may keep these for a year without asking again.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page names the current assets: the browser asks every time (a 304 when unchanged). */
export const PAGE_CACHE = 'no-cache';

/** The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
/** In order of preference: brotli is about a fifth smaller. */
const ENCODINGS = ['br', 'gzip'] as const;

/** How @fastify/static serves a built front end: precompressed copies and cache headers. */
export function builtFrontEnd(root: string): Pick<FastifyStaticOptions, 'root' | 'preCompressed' | 'setHeaders'> {
  const hashedAssets = join(root, 'assets') + sep;
  return {
    root,
    // Picks index.js.br or index.js.gz by Accept-Encoding; the file itself when neither exists.
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.startsWith(hashedAssets)) reply.header('cache-control', HASHED_ASSET_CACHE);
      else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', PAGE_CACHE);
      // Other files (the unhashed media, icons, robots.txt) keep the default: revalidate by ETag.
    },
  };
}

/**
 * The copy of `file` in `dir` to send for this Accept-Encoding: `index.html.br`, say, with its
 * Content-Encoding set, or the file itself. Either way the answer varies by Accept-Encoding.
 */
export function precompressedCopy(reply: FastifyReply, dir: string, file: string, acceptEncoding: string | undefined): string {
  void reply.header('vary', 'accept-encoding');
  const built = ENCODINGS.filter((encoding) => existsSync(join(dir, file + PRECOMPRESSED[encoding])));
  const encoding = acceptEncoding && built.length > 0 ? negotiate(acceptEncoding, built) : null;
  if (!encoding) return file;
  void reply.header('content-encoding', encoding);
  return file + PRECOMPRESSED[encoding];
}
