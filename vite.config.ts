import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { businessTimeZone } from './scripts/build/business-time-zone.ts';
import { subsetFonts } from './scripts/build/subset-fonts.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const clientDir = `${root}dist/client`;
const ssrDir = `${root}dist/ssr`;

export default defineConfig({
  root: `${root}client`,
  // The project's .env, which the server reads too (VITE_SLAB_VIDEO_URL must reach both); only
  // VITE_-prefixed values ever reach the browser's code.
  envDir: root,
  publicDir: `${root}client/public`,
  plugins: [react(), tailwindcss(), subsetFonts(), businessTimeZone(root)],
  resolve: {
    alias: {
      '@shared': `${root}shared`,
      '@': `${root}client/src`,
    },
  },
  build: {
    sourcemap: false,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site, named by the HTML only (inlined into prerendered pages). Split
    // per chunk, every lazily loaded route listed it as its own and fetched and applied it a second
    // time on prerendered pages: a full restyle of the page right after hydration.
    cssCodeSplit: false,
    // Artwork stays in files (cached apart, never inlined into the JavaScript).
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
  },
  environments: {
    client: {
      build: {
        outDir: clientDir,
        emptyOutDir: true,
      },
    },
    ssr: {
      // The packages bundled in, not imported whole from node_modules: the server that renders the content
      // pages per request keeps only the icons and components the pages use (lucide-react alone is every icon).
      resolve: { noExternal: true },
      build: { outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, ssr: `${root}client/src/entry-server.tsx` },
    },
  },
  // `vite build`: the client, then the SSR bundle, then every public page prerendered with it, then
  // every text file of the client compressed ahead of time.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await prerenderPages({ clientDir, ssrEntry: `${ssrDir}/entry-server.js` });
      // The SSR bundle stays beside dist/client, never inside it (the server publishes only dist/client):
      // the server renders the content pages with it per request (modules/site/content-page-render.ts).
      precompress(clientDir);
    },
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
