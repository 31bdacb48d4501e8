import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { seoFiles } from './src/seo/vitePlugin.ts';

// In development the API runs on its own port; in production it serves this build at `/`.
const apiOrigin = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    // PUBLIC_URL: the address the site is published at, for the sitemap and link previews.
    seoFiles({ publicUrl: loadEnv(mode, '.', 'PUBLIC_URL').PUBLIC_URL }),
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
