import { useEffect } from 'react';
import { OG_IMAGE } from './ogImage';
import { documentTitle, notFoundPage, pageMetadataFor } from './pages';

/**
 * Keep the head in step with the route: title, description, robots and Open Graph tags.
 *
 * Why not React 19's own <title>/<meta> hoisting: it adds elements next to the ones
 * index.html already has (tried on the built app: two descriptions, the stale one first)
 * instead of replacing them. So this updates the existing tags in place, creating any that is missing.
 */
export function useRouteMetadata(pathname: string): void {
  useEffect(() => {
    const metadata = pageMetadataFor(pathname) ?? notFoundPage;
    const title = documentTitle(metadata);
    const { origin } = window.location;

    document.title = title;
    setMeta('name', 'description', metadata.description);
    setMeta('name', 'robots', metadata.indexable ? 'index, follow' : 'noindex');
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', metadata.description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', 'es_ES');
    setMeta('property', 'og:url', `${origin}${pathname}`);
    setMeta('property', 'og:image', `${origin}${OG_IMAGE.path}`);
  }, [pathname]);
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
