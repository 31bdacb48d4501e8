import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface FrontEnds {
  /** Built public site (apps/public/dist), served at `/`. */
  publicDir: string;
  /** Built back-office (apps/admin/dist), served under `/gestion`. */
  adminDir: string;
}

/** Client-side routes: any unknown page path answers its app's index.html. */
export class SpaFallback {
  constructor(private readonly frontEnds: FrontEnds) {}

  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return false;
    // A missing asset (a file name with an extension) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    const dir = path === '/gestion' || path.startsWith('/gestion/') ? this.frontEnds.adminDir : this.frontEnds.publicDir;
    // Read each time (a small, cached file): a rebuilt front end needs no server restart.
    const index = join(dir, 'index.html');
    if (!existsSync(index)) return false;
    const html = readFileSync(index, 'utf8');
    void reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  }
}
