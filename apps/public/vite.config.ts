import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress.ts';
import { routeDocuments } from './src/routes/vitePlugin.ts';
import { seoFiles } from './src/seo/vitePlugin.ts';

// In development the API runs on its own port; in production it serves this build at `/`.
const apiOrigin = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    // PUBLIC_URL: the address the site is published at, for the sitemap and link previews.
    seoFiles({ publicUrl: loadEnv(mode, '.', 'PUBLIC_URL').PUBLIC_URL }),
    // dist/routes/*.html: each lazy page's HTML preloads its own files.
    routeDocuments(),
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
