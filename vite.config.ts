import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from './src/server/lib/precompress.ts';

/**
 * Writes brotli and gzip copies beside the built files, so the server never compresses at
 * start (src/server/lib/precompress.ts, ADR 0020).
 */
function precompress(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'tailorcv-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Zod in the browser runs jitless (no eval under our CSP): see the module.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/client/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: the server preloads each screen's chunks from it (route-preloads.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
