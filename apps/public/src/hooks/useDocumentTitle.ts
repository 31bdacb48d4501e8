import { useEffect } from 'react';
import { shop } from '../config/shop';

/** "Page · Taller" in the browser tab (the home keeps the full title of index.html). */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} · ${shop.name}`;
    else document.title = `${shop.name} · Reparación de móviles, tablets, ordenadores y consolas en Madrid`;
  }, [pageTitle]);
}
