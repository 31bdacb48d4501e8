import { createContext, useContext, useEffect, useState } from 'react';
import { OG_IMAGE } from './ogImage';
import { documentTitle, notFoundPage, pageMetadataFor, type PageMetadata } from './pages';

/**
 * What a page with data of its own (a product) says of itself once it knows, in place of its
 * route's entry in seo/pages.ts: title, description, the address search engines should keep
 * (`canonicalPath`, null for none: a 404) and its picture. Only for `pathname`: once the
 * visitor is elsewhere, that page's own entry applies again.
 */
export interface PageMetadataOverride {
  pathname: string;
  metadata: PageMetadata;
  canonicalPath: string | null;
  /** Root-relative, e.g. a product's first photo; the site's picture otherwise. */
  image?: string;
  /** Open Graph's type: 'product' for a product. */
  type?: string;
}

type SetOverride = (override: PageMetadataOverride | null) => void;
const PageMetadataContext = createContext<SetOverride>(() => undefined);
export const PageMetadataProvider = PageMetadataContext.Provider;

/**
 * Keep the head in step with the route: title, description, robots, canonical and Open Graph
 * tags. Answers the setter a page's usePageMetadata calls (provide it with PageMetadataProvider).
 *
 * Why not React 19's own <title>/<meta> hoisting: it adds elements next to the ones
 * index.html already has (tried on the built app: two descriptions, the stale one first)
 * instead of replacing them. So this updates the existing tags in place, creating any that is missing.
 */
export function useRouteMetadata(pathname: string): SetOverride {
  const [override, setOverride] = useState<PageMetadataOverride | null>(null);
  const own = override?.pathname === pathname ? override : null;

  useEffect(() => {
    const routeMetadata = pageMetadataFor(pathname);
    const metadata = own?.metadata ?? routeMetadata ?? notFoundPage;
    const canonicalPath = own ? own.canonicalPath : routeMetadata ? pathname : null;
    const title = documentTitle(metadata);
    const { origin } = window.location;

    document.title = title;
    setMeta('name', 'description', metadata.description);
    setMeta('name', 'robots', metadata.indexable ? 'index, follow' : 'noindex');
    setCanonical(canonicalPath === null ? null : `${origin}${canonicalPath}`);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', metadata.description);
    setMeta('property', 'og:type', own?.type ?? 'website');
    setMeta('property', 'og:locale', 'es_ES');
    setMeta('property', 'og:url', `${origin}${canonicalPath ?? pathname}`);
    setMeta('property', 'og:image', `${origin}${own?.image ?? OG_IMAGE.path}`);
  }, [pathname, own]);

  return setOverride;
}

/** A page's own metadata while it is shown (`null`: its route's, e.g. while it loads). */
export function usePageMetadata(override: PageMetadataOverride | null): void {
  const set = useContext(PageMetadataContext);
  const key = override ? JSON.stringify(override) : null;
  useEffect(() => {
    if (key === null) return undefined;
    set(JSON.parse(key) as PageMetadataOverride);
    return () => set(null);
  }, [key, set]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/** `<link rel="canonical">`: the address of this page search engines should keep, or none. */
function setCanonical(href: string | null): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}
