import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { backOfficeManifest, isSiteRoute, SITE_MANIFEST_FILE, siteManifest, withSiteAddress, type SiteManifest } from './public-site.js';
import { siteAddress } from './site-address.js';
import { PAGE_CACHE, precompressedCopy } from './static-files.js';
import { publicShopOf, type ShopProfile } from '@taller/domain';
import { withShop } from '../shop/shop-page.js';

export interface FrontEnds {
  /** Built public site (apps/public/dist), served at `/`. */
  publicDir: string;
  /** Built back-office (apps/admin/dist), served under `/gestion`. */
  adminDir: string;
}

/** Where the back-office lives (apps/admin/src/App.tsx, BASENAME): its router knows every path below. */
export const BACK_OFFICE_BASE = '/gestion';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

type Encoding = 'br' | 'gzip';
const COMPRESS: Record<Encoding, (text: Buffer) => Buffer> = {
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }),
};

/** Below this a file fits in one network packet anyway (as the build's precompression decides). */
const MIN_COMPRESSED_BYTES = 1024;
/** Rewritten, compressed copies kept: a few files × a few addresses × two encodings. */
const MAX_KEPT_COPIES = 64;

/**
 * The pages of the two single-page apps, and the public site's files that carry its address:
 * - under /gestion, a path of the back-office's router (its site-manifest.json) answers its
 *   index.html with 200, any other path the same page with 404 (it shows 'Página no encontrada');
 * - elsewhere, a path of the public site's router (site-manifest.json) answers its HTML with
 *   200, any other path the same HTML with 404 (the router shows its 404 page); a page the
 *   build wrote its own copy of index.html for answers that copy (`routes/contacto.html` for
 *   /contacto: the same page, plus preload links for that page's files);
 * - the public pages, robots.txt and sitemap.xml get the site's address (PUBLIC_URL, or in a
 *   demo the address asked at) in place of the build's placeholder, so one build serves any
 *   address;
 * - the public pages get the shop's settings written in (shop/shop-page.ts: its name in the
 *   titles, its JSON-LD, the data the site reads as it loads), as they are when the page is sent.
 */
export class SpaFallback {
  /** Rewritten copies by file, its version, address and encoding: made once, not per request. */
  private readonly copies = new Map<string, { body: Buffer; encoding: Encoding | null }>();

  constructor(
    private readonly frontEnds: FrontEnds,
    private readonly config: TallerConfig,
    /** The shop's settings, written into every public page as it is sent (ShopSettings). */
    private readonly shop?: { latest(): ShopProfile | null },
  ) {}

  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return false;
    if (path === BACK_OFFICE_BASE || path.startsWith(`${BACK_OFFICE_BASE}/`)) return this.serveBackOffice(path, request, reply);
    return this.servePublicSite(path, request, reply);
  }

  private serveBackOffice(path: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const dir = this.frontEnds.adminDir;
    // A missing asset (a file name with an extension) is a real 404, not a page.
    if (hasExtension(path) || !existsSync(join(dir, 'index.html'))) return false;
    // A path its router does not answer gets the same page (its 'Página no encontrada') with 404.
    const manifest = backOfficeManifest(dir);
    const status = !manifest || isSiteRoute(manifest.routes, path.slice(BACK_OFFICE_BASE.length) || '/') ? 200 : 404;
    // Read each time (a small, cached file): a rebuilt front end needs no server restart.
    const file = precompressedCopy(reply, dir, 'index.html', request.headers['accept-encoding']);
    void reply.status(status).header('Cache-Control', PAGE_CACHE).type(TYPES.html!).send(readFileSync(join(dir, file)));
    return true;
  }

  private servePublicSite(path: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const dir = this.frontEnds.publicDir;
    const manifest = siteManifest(dir);
    const name = path.slice(1);
    if (manifest?.filesWithOrigin.includes(name)) return this.sendWithAddress(request, reply, manifest, name, 200);
    const home = path === '/index.html';
    if (hasExtension(path) && !home) return false;
    const routed = manifest !== undefined && isSiteRoute(manifest.routes, path);
    const status = home || !manifest || routed ? 200 : 404;
    // Only a route the manifest names (`/seguimiento/:token`) takes its first segment's page.
    const page = home ? 'index.html' : pageDocument(dir, path, routed);
    if (!page) return false;
    if (manifest) return this.sendWithAddress(request, reply, manifest, page, status);
    // A build without a manifest is sent as it was built.
    const file = precompressedCopy(reply, dir, page, request.headers['accept-encoding']);
    void reply.status(status).header('Cache-Control', PAGE_CACHE).type(TYPES.html!).send(readFileSync(join(dir, file)));
    return true;
  }

  /** `file` of the public site with the site's address written in, compressed as the browser accepts. */
  private sendWithAddress(request: FastifyRequest, reply: FastifyReply, manifest: SiteManifest, file: string, status: number): boolean {
    const path = join(this.frontEnds.publicDir, file);
    if (!existsSync(path)) return false;
    const address = siteAddress(this.config, request);
    const accepted = request.headers['accept-encoding'];
    const wanted = accepted ? (negotiate(accepted, ['br', 'gzip']) as Encoding | null) : null;
    // A page carries the shop's settings as they are now: a new version makes a new copy.
    const profile = file.endsWith('.html') ? (this.shop?.latest() ?? null) : null;
    const key = [path, statSync(path).mtimeMs, address, wanted, profile?.version, profile?.updatedAt].join('\n');
    let copy = this.copies.get(key);
    if (!copy) {
      let page = withSiteAddress(readFileSync(path, 'utf8'), manifest.originPlaceholder, address);
      if (profile) page = withShop(page, publicShopOf(profile));
      const text = Buffer.from(page);
      const encoding = text.length < MIN_COMPRESSED_BYTES ? null : wanted;
      copy = { body: encoding ? COMPRESS[encoding](text) : text, encoding };
      if (this.copies.size >= MAX_KEPT_COPIES) this.copies.delete(this.copies.keys().next().value!);
      this.copies.set(key, copy);
    }
    void reply.header('vary', 'accept-encoding');
    if (copy.encoding) void reply.header('content-encoding', copy.encoding);
    const type = TYPES[file.split('.').pop()!] ?? 'application/octet-stream';
    void reply.status(status).header('Cache-Control', PAGE_CACHE).type(type).send(copy.body);
    return true;
  }
}

/**
 * Files of the public site's build that @fastify/static must leave to SpaFallback: the HTML
 * (index.html is also what `/` resolves to), the files that carry the site's address, and the
 * manifest itself. Only with a manifest: a build without one is served as it was.
 */
export function sentBySpaFallback(publicDir: string, path: string): boolean {
  const manifest = siteManifest(publicDir);
  if (!manifest) return false;
  // A precompressed copy (`index.html.br`) is the same file.
  const name = path.replace(/^\//, '').replace(/\.(br|gz)$/, '');
  return name.endsWith('.html') || name === SITE_MANIFEST_FILE || manifest.filesWithOrigin.includes(name);
}

/** A file name with an extension: an asset, never a page. */
function hasExtension(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path);
}

/**
 * The HTML for `path` in `dir`: the page's own document if the build wrote one, else index.html.
 * A route with a parameter (`/seguimiento/<código>`, `known`) gets its first segment's page.
 */
function pageDocument(dir: string, path: string, known: boolean): string | undefined {
  // Only a plain first segment names a page document: nothing else reaches the file system.
  const segment = (known ? /^\/([a-z0-9-]+)(?:\/[^/]+)?\/?$/ : /^\/([a-z0-9-]+)\/?$/).exec(path)?.[1];
  const own = segment ? `routes/${segment}.html` : undefined;
  if (own && existsSync(join(dir, own))) return own;
  return existsSync(join(dir, 'index.html')) ? 'index.html' : undefined;
}
