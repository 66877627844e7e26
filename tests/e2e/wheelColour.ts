/** The wheel as the screen shows it (tests/e2e/spin.spec.ts, wheelDrawing.spec.ts): the colours under its pointer and at any point. */
import { PROBE_SHARE, wheelRadius } from '../../src/features/spin/geometry';
import type { Page } from './fixtures';

/**
 * The colour (r, g, b) under the pointer (or as far below the centre, on the slice opposite it): the wheel as the
 * screen shows it, read in the middle of a 3 × 3 patch.
 * (The stage's box: the turned canvas's own box is the bounds of a turned square.)
 */
export async function colourUnderPointer(page: Page, below = false): Promise<[number, number, number]> {
  const box = (await page.locator('.wheel-stage').boundingBox())!;
  const r = wheelRadius(box.width);
  return colourAt(page, box.x + box.width / 2, box.y + box.height / 2 + (below ? 1 : -1) * PROBE_SHARE * r);
}

/** The colour (r, g, b) the screen shows at (x, y), read in the middle of a 3 × 3 patch. */
export async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: x - 1, y: y - 1, width: 3, height: 3 } });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(Math.floor(img.width / 2), Math.floor(img.height / 2), 1, 1).data;
    return [d[0]!, d[1]!, d[2]!] as [number, number, number];
  }, png.toString('base64'));
}

/** A colour #rrggbb as (r, g, b). */
export const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** Two colours alike, as a screenshot gives them back (antialiasing, colour management). */
export const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 12);
