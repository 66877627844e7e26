// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootFonts, FIRST_SCREEN, parseFontsource, type Face } from '../../../scripts/fonts';

const root = join(import.meta.dirname, '../../..');
const sheet = (name: string) => {
  const path = join(root, 'node_modules/@fontsource', name);
  return parseFontsource(readFileSync(path, 'utf8'), dirname(path));
};

describe('the fonts index.html declares (scripts/fonts.ts)', () => {
  const faces: Face[] = [
    'noto-sans-thai/400.css',
    'noto-sans-thai/700.css',
    'noto-sans-lao/400.css',
    'noto-sans-lao/700.css',
  ].flatMap(sheet);

  it("reads every face of fontsource's sheets: Thai, Lao, Latin and Latin-ext at 400 and 700, each a woff2 file", () => {
    expect(faces.map((f) => f.name).sort()).toEqual(
      ['thai-thai', 'thai-latin', 'thai-latin-ext', 'lao-lao', 'lao-latin', 'lao-latin-ext']
        .flatMap((s) => ['400', '700'].map((w) => `noto-sans-${s}-${w}-normal`))
        .sort(),
    );
    for (const face of faces) expect(existsSync(face.file), face.file).toBe(true);
    const thai = faces.find((f) => f.name === 'noto-sans-thai-thai-700-normal')!;
    expect(thai).toMatchObject({ family: 'Noto Sans Thai', weight: '700' });
    expect(thai.unicodeRange).toContain('U+0E01-0E5B');
    expect(faces.find((f) => f.name === 'noto-sans-lao-lao-400-normal')!.unicodeRange).toMatch(/U\+0E81/);
  });

  it("lists the faces with their built files and each language's first-screen subsets by index", () => {
    const data = bootFonts(faces, (f) => `assets/${f.name}-hash.woff2`);
    expect(data.faces).toHaveLength(12);
    for (const [lang, names] of Object.entries(FIRST_SCREEN)) {
      expect(
        data.preload[lang]!.map((i) => (data.faces[i]![3] as string).replace(/^assets\/|-normal-hash\.woff2$/g, '')),
      ).toEqual(names);
    }
    expect(() => bootFonts(faces.slice(1), (f) => f.name)).toThrow(/no face noto-sans-thai-thai-400/);
  });

  it('refuses a sheet it cannot read rather than declaring a broken face', () => {
    expect(() =>
      parseFontsource(
        "/* x-400-normal */\n@font-face { font-family: 'X'; font-style: normal; font-weight: 400; src: url(./x.woff) format('woff'); unicode-range: U+0000; }",
        '/',
      ),
    ).toThrow(/cannot read the face x-400-normal/);
  });
});
