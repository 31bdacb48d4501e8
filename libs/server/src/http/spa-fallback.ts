import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CACHE, precompressedCopy } from './static-files.js';

export interface FrontEnds {
  /** Built public site (apps/public/dist), served at `/`. */
  publicDir: string;
  /** Built back-office (apps/admin/dist), served under `/gestion`. */
  adminDir: string;
}

/**
 * Client-side routes: any unknown page path answers its app's index.html, or the page's own
 * copy of it where the build wrote one (`routes/contacto.html` for /contacto: the same page,
 * plus preload links for that page's files).
 */
export class SpaFallback {
  constructor(private readonly frontEnds: FrontEnds) {}

  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return false;
    // A missing asset (a file name with an extension) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    const dir = path === '/gestion' || path.startsWith('/gestion/') ? this.frontEnds.adminDir : this.frontEnds.publicDir;
    // Read each time (a small, cached file): a rebuilt front end needs no server restart.
    const page = pageDocument(dir, path);
    if (!page) return false;
    const file = precompressedCopy(reply, dir, page, request.headers['accept-encoding']);
    const html = readFileSync(join(dir, file));
    void reply.status(200).header('Cache-Control', PAGE_CACHE).type('text/html; charset=utf-8').send(html);
    return true;
  }
}

/** The HTML for `path` in `dir`: the page's own document if the build wrote one, else index.html. */
function pageDocument(dir: string, path: string): string | undefined {
  // Only a single plain segment names a page document: nothing else reaches the file system.
  const own = /^\/[a-z0-9-]+\/?$/.test(path) ? `routes/${path.replace(/^\/|\/$/g, '')}.html` : undefined;
  if (own && existsSync(join(dir, own))) return own;
  return existsSync(join(dir, 'index.html')) ? 'index.html' : undefined;
}
