import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; in production it serves this build at `/`.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
});
