import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the public site's build says about itself, in `site-manifest.json` beside its
 * index.html (apps/public/src/routes/vitePlugin.ts writes it from the router's own tables):
 * - `routes`: the paths its router answers, in react-router's syntax (`/reparacion/:id`);
 *   any other path gets the site's 404 page with status 404;
 * - `originPlaceholder`: the origin its pages, robots.txt and sitemap.xml carry in their
 *   absolute URLs, which the server replaces with the site's address as it sends them;
 * - `filesWithOrigin`: those files besides the pages (`robots.txt`, `sitemap.xml`).
 */
const siteManifestSchema = z.object({
  routes: z.array(z.string().regex(/^\//)),
  originPlaceholder: z.string().regex(/^https?:\/\/\S+$/),
  filesWithOrigin: z.array(z.string().regex(/^[\w.-]+$/)),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** The back-office's manifest (apps/admin/vite.config.ts): only its router's paths, relative to /gestion. */
const backOfficeManifestSchema = z.object({ routes: z.array(z.string().regex(/^\//)) });
export type BackOfficeManifest = z.infer<typeof backOfficeManifestSchema>;

export const SITE_MANIFEST_FILE = 'site-manifest.json';

const manifests = new Map<string, { mtimeMs: number; manifest: unknown }>();

/** `site-manifest.json` in `dir` by `schema`, read again when the file changes; undefined without one. */
function manifestIn<T>(dir: string, schema: z.ZodType<T>): T | undefined {
  const file = join(dir, SITE_MANIFEST_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest as T;
  const manifest = schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * The manifest of the public site's build in `dir`, or undefined for a build without one (then
 * every page path is a page and nothing is rewritten, as before there was one). A rebuilt front
 * end needs no restart.
 */
export function siteManifest(dir: string): SiteManifest | undefined {
  return manifestIn(dir, siteManifestSchema);
}

/** The back-office build's manifest in `dir`, or undefined (then every path under /gestion is a page). */
export function backOfficeManifest(dir: string): BackOfficeManifest | undefined {
  return manifestIn(dir, backOfficeManifestSchema);
}

/**
 * Whether the router would answer `path` with one of `routes`, matching as react-router does:
 * case-insensitive, a trailing slash ignored, a `:param` standing for one non-empty segment, a
 * final `*` for whatever follows (nothing included).
 */
export function isSiteRoute(routes: readonly string[], path: string): boolean {
  const wanted = segments(path);
  return routes.some((route) => {
    const pattern = segments(route);
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? wanted.length < fixed.length : wanted.length !== fixed.length) return false;
    return fixed.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]));
  });
}

function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return [];
  return trimmed
    .slice(1)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Only an address made of these characters is written into a page: nothing in it needs
 * escaping in an HTML attribute, a JSON string or XML text.
 */
const WRITABLE_ADDRESS = /^https?:\/\/[A-Za-z0-9.:[\]-]+(?:\/[A-Za-z0-9._~%!$'()*+,;=:@/-]*)?$/;

/**
 * `text` with the build's placeholder origin replaced by the site's address. Without an address
 * that can be written as it is, the URLs become root-relative (`/sitemap.xml`): still right for
 * whoever follows them from this server.
 */
export function withSiteAddress(text: string, placeholder: string, address: string | undefined): string {
  const origin = address !== undefined && WRITABLE_ADDRESS.test(address) ? address.replace(/\/+$/, '') : '';
  return text.replaceAll(placeholder, () => origin);
}
