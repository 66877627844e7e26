import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { withBootData } from './boot-data.ts';

/**
 * The app's fonts (Noto Sans Thai and Noto Sans Lao, 400 and 700, from @fontsource) declared by index.html's boot
 * code (src/boot.ts) rather than by a stylesheet file: one arriving after the first paint makes the browser lay the page
 * out again, and its fonts are asked for only then. The boot code declares every face from the app's root in a
 * stylesheet it builds (the browser still downloads only the subsets the page's text uses) and preloads the subsets the
 * first screen of the page's language
 * needs, before the app's JavaScript. The build emits the woff2 files (every browser the app runs in reads woff2).
 */

export interface Face {
  /** fontsource's name of the file, e.g. noto-sans-thai-thai-400-normal */
  name: string;
  family: string;
  weight: string;
  unicodeRange: string;
  /** the woff2 file in node_modules */
  file: string;
}

const SHEETS = [
  '@fontsource/noto-sans-thai/400.css',
  '@fontsource/noto-sans-thai/700.css',
  '@fontsource/noto-sans-lao/400.css',
  '@fontsource/noto-sans-lao/700.css',
];

/** The faces of a fontsource stylesheet (`dir`: its folder, for the files' paths). */
export function parseFontsource(css: string, dir: string): Face[] {
  const faces: Face[] = [];
  for (const [, name, body] of css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g)) {
    const get = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
    const family = get('font-family')?.replace(/^'|'$/g, '');
    const woff2 = /url\(([^)]+\.woff2)\)/.exec(body!)?.[1];
    const weight = get('font-weight');
    const unicodeRange = get('unicode-range');
    if (!family || !woff2 || !weight || !unicodeRange || get('font-style') !== 'normal')
      throw new Error(`fonts: cannot read the face ${name}`);
    faces.push({ name: name!, family, weight, unicodeRange, file: join(dir, woff2) });
  }
  return faces;
}

/**
 * What the first screen writes in each language, as fontsource names the subsets: its own script and Latin (digits,
 * the phone number) at both weights, and the other two languages' names in the language menu (ไทย, ລາວ, English) at
 * 400. tests/e2e/shell.spec.ts checks that these are exactly the files /login downloads.
 */
export const FIRST_SCREEN: Record<'th' | 'la' | 'en', string[]> = {
  th: [
    'noto-sans-thai-thai-400',
    'noto-sans-thai-thai-700',
    'noto-sans-thai-latin-400',
    'noto-sans-thai-latin-700',
    'noto-sans-lao-lao-400',
  ],
  la: [
    'noto-sans-lao-lao-400',
    'noto-sans-lao-lao-700',
    'noto-sans-lao-latin-400',
    'noto-sans-lao-latin-700',
    'noto-sans-thai-thai-400',
  ],
  en: ['noto-sans-thai-latin-400', 'noto-sans-thai-latin-700', 'noto-sans-thai-thai-400', 'noto-sans-lao-lao-400'],
};

/** The faces as index.html's #boot-fonts lists them: [family, weight, unicode-range, path from the app's root], and the first screens' faces by index. */
export function bootFonts(faces: Face[], fileOf: (face: Face) => string) {
  const index = (prefix: string) => {
    const i = faces.findIndex((f) => f.name === `${prefix}-normal`);
    if (i < 0) throw new Error(`fonts: no face ${prefix}`);
    return i;
  };
  return {
    faces: faces.map((f) => [f.family, f.weight, f.unicodeRange, fileOf(f)]),
    preload: Object.fromEntries(Object.entries(FIRST_SCREEN).map(([lang, names]) => [lang, names.map(index)])),
  };
}

export function fonts(root: string): Plugin {
  let faces: Face[] = [];
  const files = new Map<string, string>();
  return {
    name: 'boot-fonts',
    apply: 'build',
    buildStart() {
      faces = SHEETS.flatMap((sheet) => {
        const path = join(root, 'node_modules', sheet);
        return parseFontsource(readFileSync(path, 'utf8'), dirname(path));
      });
      for (const face of faces) {
        const source = readFileSync(face.file);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/${face.name}-${hash}.woff2`;
        files.set(face.name, fileName);
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return withBootData(
          html,
          'boot-fonts',
          bootFonts(faces, (f) => files.get(f.name)!),
        );
      },
    },
  };
}
