import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import type { paint as Paint } from '../src/prerender.tsx';
import { localeChunks } from './locale-chunks.ts';
import { WORDS_JSX, wordsJsxAlias } from './words-jsx.ts';

/**
 * index.html's first screen, from the app itself:
 * - the base styles (src/styles.css) inline in a <style id="base-css">, so the page paints before any file arrives (the
 *   build minifies them with lightningcss, as it does every style of index.html and the app's);
 * - the boot code (src/boot.ts) inline in a <script id="boot">, bundled with what it reads from the app's modules
 *   (the routes, the storage keys, the languages);
 * - in a build, the first screen drawn by the app's components (src/prerender.tsx) in th, la and en: the login screen
 *   in #root, which the app hydrates, and the member pages' frame in #member-frame. The boot code keeps the copy the
 *   page shows (`data-painted`).
 * The two inline elements' hashes are in the CSP (scripts/csp.mjs).
 */

/** src/boot.ts as one minified script with nothing global. */
async function bootCode(root: string): Promise<string> {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: resolve(root, 'src/boot.ts'), formats: ['iife'], name: 'boot' },
      rolldownOptions: { output: { entryFileNames: 'boot.js' } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((o) => o.output).find((f) => f.type === 'chunk');
  if (!chunk?.code) throw new Error('first-screen: src/boot.ts built to nothing');
  // '</' cannot end the element early.
  return chunk.code.trim().replaceAll('</', '<\\/');
}

/** The painted copies, one per language, each marked with its language. */
const copies = (byLang: Record<string, string>) =>
  Object.entries(byLang)
    .map(([lang, markup]) => `<div data-painted="${lang}">${markup}</div>`)
    .join('');

async function paint(root: string): ReturnType<typeof Paint> {
  const texts = Object.fromEntries(
    ['th', 'la', 'en'].map((l) => [l, JSON.parse(readFileSync(resolve(root, `locales/${l}.json`), 'utf8'))]),
  );
  // Vite's own module loader for Node (a server that never listens), with the texts' virtual modules.
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The app's JSX runtime, as the page hydrates it.
    resolve: { alias: wordsJsxAlias(root) },
    oxc: { jsx: { runtime: 'automatic', importSource: WORDS_JSX } },
    plugins: [localeChunks(root)],
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as { paint: typeof Paint };
    return await module.paint(texts as Parameters<typeof Paint>[0]);
  } finally {
    await server.close();
  }
}

export function firstScreen(root: string): Plugin {
  const cssFile = resolve(root, 'src/styles.css');
  const bootFile = resolve(root, 'src/boot.ts');
  let building = false;
  return {
    name: 'first-screen',
    configResolved(config) {
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        for (const mark of ['<!--base-css-->', '<!--boot-->', '<!--login-->', '<!--member-frame-->'])
          if (!html.includes(mark)) throw new Error(`index.html lacks ${mark}`);
        const css = readFileSync(cssFile, 'utf8');
        const boot = await bootCode(root);
        const painted = building ? await paint(root) : null;
        return html
          .replace('<!--base-css-->', () => `<style id="base-css">${css}</style>`)
          .replace('<!--boot-->', () => `<script id="boot">${boot}</script>`)
          .replace('<!--login-->', () => (painted ? copies(painted.login) : ''))
          .replace('<!--member-frame-->', () => (painted ? copies(painted.memberFrame) : ''));
      },
    },
    // The inline styles and boot code are src/styles.css and src/boot.ts: a change reloads the page in development.
    configureServer(server) {
      server.watcher.add([cssFile, bootFile]);
      server.watcher.on('change', (file) => {
        if (file === cssFile || file === bootFile) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
