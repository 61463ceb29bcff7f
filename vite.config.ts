import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: `${root}client`,
  publicDir: `${root}client/public`,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': `${root}shared`,
      '@': `${root}client/src`,
    },
  },
  build: {
    outDir: `${root}dist/client`,
    emptyOutDir: true,
    sourcemap: false,
    // Keep the entry small: vendor code that every route needs goes in one cacheable chunk.
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
      '/sandbox': { target: `http://127.0.0.1:${apiPort}` },
      '/uploads': { target: `http://127.0.0.1:${apiPort}` },
      '/forms': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
