import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress.ts';
import { routeDocuments, siteManifest } from './src/routes/vitePlugin.ts';
import { seoFiles } from './src/seo/vitePlugin.ts';

// In development the API runs on its own port; in production it serves this build at `/`.
const apiOrigin = 'http://localhost:3000';

export default defineConfig(() => ({
  base: '/',
  plugins: [
    react(),
    // Titles, Open Graph, JSON-LD, robots.txt and sitemap.xml; the server writes the site's
    // address into their URLs as it sends them.
    seoFiles(),
    // dist/routes/*.html: each lazy page's HTML preloads its own files.
    routeDocuments(),
    // dist/site-manifest.json: the router's paths and the origin to replace, for the server.
    siteManifest(),
    // dist/**/*.br and *.gz, which the server sends to browsers that accept them.
    precompress(),
  ],
  server: {
    proxy: {
      '/api': apiOrigin,
      // The back-office is another app served by the API; proxying it lets the
      // "Dashboard Gerencia" links work while developing the public site.
      '/gestion': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
}));
