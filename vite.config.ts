import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { withBootData, withStartFailureTexts } from './scripts/boot-data.ts';
import { writeCsp } from './scripts/csp.mjs';
import { fonts } from './scripts/fonts.ts';
import { lucidePure, sonnerStylesFromFile } from './scripts/library-fixes.ts';
import { localeChunks } from './scripts/locale-chunks.ts';
import { memberChunks, memberStart } from './scripts/member-start.ts';
import type * as OpenApiScript from './scripts/openapi.ts';
import { firstScreen } from './scripts/prerender.ts';
import { WORDS_JSX, wordsJsxAlias } from './scripts/words-jsx.ts';
import { parseConfig } from './src/lib/config.ts';
import { manifestOf } from './src/lib/manifest.ts';

/**
 * The built index.html loads its assets through its boot script, from the app's root wherever it is served (no
 * <base>: the CSP says base-uri 'none'): Vite's script and link tags become the #boot-assets list. A static host
 * serves 404.html for a history route (GitHub Pages, S3, Netlify): it is the app itself. The CSP of the build is
 * written beside it (scripts/csp.mjs), and `vite preview` sends it with every answer, so the browser suite runs
 * under it.
 */
const bootAndCsp = (): Plugin => ({
  name: 'boot-and-csp',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const assets: [string, string][] = [];
      const tag =
        /\s*<(script type="module"[^>]*\ssrc|link rel="(?:modulepreload|stylesheet)"[^>]*\shref)="\.\/([^"]+)"[^>]*>(?:<\/script>)?/g;
      const rest = html.replace(tag, (_, kind: string, path: string) => {
        assets.push([kind.startsWith('script') ? 'script' : /rel="(\w+)"/.exec(kind)![1]!, path]);
        return '';
      });
      assets.push(['icon', 'favicon.svg'], ['manifest', 'manifest.webmanifest']);
      // A start on a member page asks for its code with the entry's (scripts/member-start.ts).
      const member = ctx.bundle
        ? memberStart(import.meta.dirname, ctx.bundle, new Set(assets.map(([, path]) => path)))
        : null;
      return withBootData(withBootData(rest, 'boot-assets', assets), 'boot-member', member);
    },
  },
  writeBundle({ dir }) {
    if (!dir) return;
    copyFileSync(join(dir, 'index.html'), join(dir, '404.html'));
    writeCsp(dir);
  },
});

/** index.html carries the start-failure screen's texts (src/lib/startFailure.ts), in the dev server too. */
const startFailureTexts = (): Plugin => ({
  name: 'start-failure-texts',
  transformIndexHtml: (html) =>
    withStartFailureTexts(
      html,
      Object.fromEntries(
        ['th', 'la', 'en'].map((lng) => [lng, JSON.parse(readFileSync(`locales/${lng}.json`, 'utf8')) as never]),
      ),
    ),
});

/**
 * The web app manifest of config.json's brand, for an app at any root: its URLs are relative to the manifest. The
 * app replaces it at run time with the running config's brand (src/lib/manifest.ts), so a new brand needs no build.
 */
const webManifest = (): Plugin => ({
  name: 'web-manifest',
  apply: 'build',
  generateBundle() {
    const config = parseConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
    const manifest = manifestOf(config.brand, 'http://root.invalid/');
    const text = JSON.stringify(manifest, null, 2).replaceAll('http://root.invalid/', './');
    this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: text });
  },
});

/**
 * dist/openapi.json: the contracts as OpenAPI 3.1 (scripts/openapi.ts), with public/config.json's `paths`, for the
 * backend teams; `npm run openapi -- --config <file>` writes another deployment's.
 */
const openApi = (): Plugin => ({
  name: 'openapi',
  apply: 'build',
  async generateBundle() {
    const config = parseConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
    const { module } = await runnerImport<typeof OpenApiScript>('/scripts/openapi.ts', {
      root: import.meta.dirname,
      logLevel: 'silent',
      configFile: false,
    });
    this.emitFile({
      type: 'asset',
      fileName: 'openapi.json',
      source: await module.openApiText({ version: pkg.version, paths: config.paths }),
    });
  },
});

/** The libraries every screen runs on. */
const LIBS =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|i18next|react-i18next|xstate|@xstate[\\/]react|zod)[\\/]/;
/**
 * Modules of the app's own, a few hundred bytes each, that /login's entry and the later pages share (the services'
 * context, the base path, the machines' error codes, the JSX runtime that keeps words whole) and that import nothing
 * but the libraries: on their own, each was a file of its own at /login (a request, a gzip frame, its import lines:
 * 0.34 KB of /login's gzip for the first three).
 */
const SHARED_SMALL =
  /(src[\\/]services[\\/]context|src[\\/]lib[\\/]base|machines[\\/]errors|src[\\/]ui[\\/]words[\\/][\w-]+|src[\\/]lib[\\/]words)\.ts$/;

/**
 * What the service worker precaches: the app shell and every chunk of the app, but not the demo (src/demo, Mirage), the
 * wheel's Pixi, nor font subsets for scripts the app does not write (they load on first use and are cached then).
 */
const notPrecached = new Set<string>();
const heavyChunks = (): Plugin => ({
  name: 'heavy-chunks',
  apply: 'build',
  generateBundle(_, bundle) {
    for (const file of Object.values(bundle)) {
      if (
        file.type === 'chunk' &&
        file.moduleIds.some((id) => /node_modules\/(pixi\.js|miragejs|@pixi)\/|\/mirage\/|\/src\/demo\//.test(id))
      )
        notPrecached.add(file.fileName);
    }
  },
});
const precacheFont = (url: string) =>
  !/\.woff2?$/.test(url) || /-(thai|lao|latin)-[47]00-normal[^/]*\.woff2$/.test(url);

/**
 * The entry chunk and the libraries' chunk (React DOM among them) are compiled by V8 as they download, off the main
 * thread, rather than function by function as they run: V8's explicit compile hint for a whole file (Chrome 136+;
 * other browsers read a comment). On a slow phone this takes most of the parsing out of the long task that
 * evaluates them.
 */
const LIBS_CHUNK = 'libs';
const compileHint = (): Plugin => ({
  name: 'compile-hint',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      // After minifying (which drops comments) and Vite's own first line.
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && (file.isEntry || file.name === LIBS_CHUNK)) {
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          // Its source map (mapsBeside), already written out as a file of the bundle, starts a line lower too.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
    },
  },
});

/**
 * The build's source maps, for reading the operators' telemetry (`npm run telemetry:report` maps each stack's
 * `assets/<file>.js:line:column` back to src/): written beside the build in dist-maps/, never published (dist/ holds
 * none, and no file names one).
 */
const MAPS_DIR = 'dist-maps';
const mapsBeside = (): Plugin => ({
  name: 'maps-beside',
  apply: 'build',
  writeBundle(options, bundle) {
    const out = options.dir!;
    const maps = join(out, '..', MAPS_DIR);
    rmSync(maps, { recursive: true, force: true });
    for (const name of Object.keys(bundle).filter((n) => n.endsWith('.map'))) {
      mkdirSync(dirname(join(maps, name)), { recursive: true });
      renameSync(join(out, name), join(maps, name));
    }
  },
});

/** `vite preview` sends the build's CSP with every answer (a preview is not a build: its own plugin). */
const previewCsp = (): Plugin => ({
  name: 'preview-csp',
  configurePreviewServer(server) {
    const file = join(server.config.root, server.config.build.outDir, 'csp.txt');
    server.middlewares.use((_req, res, next) => {
      if (existsSync(file)) res.setHeader('Content-Security-Policy', readFileSync(file, 'utf8').trim());
      next();
    });
  },
});

export default defineConfig({
  // Relative asset paths: the build works from any static host at any sub-path (index.html's boot script loads them).
  base: './',
  // Every element's text keeps the product's whole words from breaking (src/ui/words/paint.ts).
  resolve: { alias: wordsJsxAlias(import.meta.dirname) },
  plugins: [
    react({ jsxImportSource: WORDS_JSX }),
    localeChunks(import.meta.dirname),
    firstScreen(import.meta.dirname),
    fonts(import.meta.dirname),
    sonnerStylesFromFile(),
    lucidePure(),
    bootAndCsp(),
    startFailureTexts(),
    previewCsp(),
    webManifest(),
    openApi(),
    heavyChunks(),
    compileHint(),
    mapsBeside(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The service worker runs no telemetry: no map of it is kept.
        sourcemap: false,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['404.html', 'demo/**', 'sw.js'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !notPrecached.has(e.url) && precacheFont(e.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // The prize wheel's drawing worker (src/features/spin/wheel.worker.ts) is a module: Pixi loads its renderer in parts.
  // Its chunks (Pixi) are not precached either: the worker's own build reports them.
  worker: { format: 'es', plugins: () => [heavyChunks()] },
  build: {
    target: 'es2020',
    // Written for the operators (mapsBeside): no file of the build names its map.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    // Every browser the app runs in knows <link rel="modulepreload"> but old Safari, which then loads the chunks as
    // the entry imports them: the polyfill would cost every /login 0.5 KB for it.
    modulePreload: { polyfill: false },
    // The libraries every screen runs on (React, the router, i18next, XState, zod) in one file, rather than a dozen
    // small ones split by which lazy page shares what: /login loads 7 files instead of 13, and each file is a task
    // (a request, a compile) for the phone. It gets V8's compile hint (compileHint above).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: memberChunks(import.meta.dirname),
              debugName: 'member pages',
              includeDependenciesRecursively: false,
            },
            {
              name: LIBS_CHUNK,
              test: (id) => LIBS.test(id) || SHARED_SMALL.test(id),
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // A test file that needs no DOM says `// @vitest-environment node` on its first line: jsdom's set-up costs each
    // file about a second of a core, and those 65 files took 221 s in jsdom and 54 s in node (back to back, 2 cores).
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // Vitest keeps one core for itself (cores − 1 workers): on the 2-core CI machine that is one worker, and the unit
    // and model tests took 354 s; two workers take 212 s there (back to back, this machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
