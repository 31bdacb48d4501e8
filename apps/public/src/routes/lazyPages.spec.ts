import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { pageMetadataFor } from '../seo/pages';
import { lazyPages, routeDocumentName } from './lazyPages';

describe('the pages loaded when visited', () => {
  it('each name a page file that exists, once, with its title and description', () => {
    for (const { path, module } of lazyPages) {
      expect({ path, file: existsSync(new URL(`../pages/${module}.tsx`, import.meta.url)) }).toEqual({ path, file: true });
      expect({ path, metadata: pageMetadataFor(path) !== undefined }).toEqual({ path, metadata: true });
    }
    expect(new Set(lazyPages.map(({ path }) => path)).size).toBe(lazyPages.length);
  });

  it('get their HTML at the name the server looks for: routes/<path>.html', () => {
    expect(routeDocumentName('/contacto')).toBe('routes/contacto.html');
    for (const { path } of lazyPages) expect(path).toMatch(/^\/[a-z0-9-]+$/);
  });
});
