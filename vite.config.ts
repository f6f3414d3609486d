import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, read by the bundle budget (scripts/check-bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      // The app (index.html → main.tsx) and the page's first script, which starts it (boot.ts, decision 0079).
      input: { index: path.join(src, 'client', 'index.html'), boot: path.join(src, 'client', 'boot.ts') },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
