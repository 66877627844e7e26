/**
 * Data for index.html's boot code (src/boot.ts), written by the build as a JSON script element just before it (the
 * boot code reads it with its `data(id)`): the assets to load (vite.config.ts), the fonts (scripts/fonts.ts) and a
 * member page's code (scripts/member-start.ts).
 */
export function withBootData(html: string, id: string, data: unknown): string {
  const boot = '<script id="boot">';
  if (!html.includes(boot)) throw new Error(`index.html has no boot script for #${id}`);
  // '<' escaped: no text in the data can close the element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return html.replace(boot, `<script type="application/json" id="${id}">${json}</script>\n    ${boot}`);
}

/**
 * The start-failure screen's texts (src/lib/startFailure.ts) in every language, from locales/: the screen shows when
 * the app's code or texts did not come, so they travel in index.html itself, as a JSON element before </head>.
 */
export function withStartFailureTexts(html: string, locales: Record<string, Record<string, Record<string, string>>>) {
  const texts = Object.fromEntries(
    Object.entries(locales).map(([lng, t]) => [
      lng,
      [t.config!.errorTitle, t.errors!.DOWNLOAD_FAILED, t.config!.retry].map((s) => {
        if (!s) throw new Error(`locales/${lng}.json lacks a start-failure text`);
        return s;
      }),
    ]),
  );
  const json = JSON.stringify(texts).replaceAll('<', '\\u003c');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `<script type="application/json" id="boot-texts">${json}</script>\n  </head>`);
}
