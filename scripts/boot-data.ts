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
