import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build-compressed.js';

/**
 * The statechart explorer (`npm run docs`): its own entry (src/explorer/index.html) and output
 * (dist/docs), so nothing of it reaches the portal's bundles. The machines keep their descriptions
 * here (the portal's build strips them): they are the explorer's words. Addresses are relative, so
 * the site works under /docs/ of the server and opened from any other folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/explorer', import.meta.url)),
  base: './',
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/docs', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Mermaid's chunks are large and load only with a machine's page, never with the index.
    chunkSizeWarningLimit: 2000,
  },
});
