import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { localeChunks } from './scripts/locale-chunks.ts';

/** A static host serves 404.html for a history route (GitHub Pages, S3, Netlify): it is the app itself. */
const notFoundIsTheApp = (): Plugin => ({
  name: 'not-found-is-the-app',
  apply: 'build',
  writeBundle({ dir }) {
    if (dir) copyFileSync(join(dir, 'index.html'), join(dir, '404.html'));
  },
});

export default defineConfig({
  // Relative asset paths: the build works from any static host at any sub-path (index.html sets the base).
  base: './',
  plugins: [react(), localeChunks(import.meta.dirname), notFoundIsTheApp()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/globalSetup.ts'],
    testTimeout: 20000,
  },
});
