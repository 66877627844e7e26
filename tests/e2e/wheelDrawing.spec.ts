/**
 * How the prize wheel is drawn on the phones it meets: in a worker or on the page, on WebGL or a 2D canvas, as a still
 * picture until the animated one is ready, or as a list with no canvas at all; each still stops on the prize.
 */
import { WHEEL } from '../../mirage/wheelContent';
import { wheelRadius, wheelSize } from '../../src/features/spin/geometry';
import { expect, test, type Page } from './fixtures';
import { demo, home, text } from './helpers';
import { colourAt, colourUnderPointer, near, rgb } from './wheelColour';
import { toWheel, wheelStatus } from './wheelPage';

test.describe('prize wheel, drawn', () => {
  /**
   * Contexts the phone cannot give: WebGL (and WebGPU), or every canvas context; such a phone has no OffscreenCanvas
   * for a worker either (a worker's contexts are out of reach of the page's scripts).
   */
  const withoutContexts = (page: Page, blocked: string) =>
    page.addInitScript((pattern) => {
      delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown }).transferControlToOffscreen;
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return new RegExp(pattern, 'i').test(type)
          ? null
          : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
      Object.defineProperty(navigator, 'gpu', { value: undefined });
    }, blocked);

  // Drawn in its worker, or on the page when the worker will not start (it cannot be downloaded).
  for (const drawnBy of ['worker', 'page'] as const)
    test(`th: drawn by ${drawnBy === 'worker' ? 'its worker' : 'the page (no worker)'}, the wheel stops on the prize; a resize redraws it 500 ms later, still on the prize`, async ({
      page,
    }) => {
      if (drawnBy === 'page') await page.route('**/wheel.worker-*.js', (route) => route.abort());
      await toWheel(page, 'th');
      const canvas = page.locator('canvas.wheel-canvas');
      await expect(canvas).toHaveAttribute('data-drawn-by', drawnBy);
      await demo(page, `demo.nextSpin('P20')`);
      await page.getByTestId('spin-button').click();
      await expect(wheelStatus(page)).toHaveText(text('th', 'spin.stoppedOn', { label: '20' }), {
        timeout: 10_000,
      });
      const p20 = rgb(WHEEL.slices.find((s) => s.code === 'P20')!.bgColor);
      const before = await colourUnderPointer(page);
      expect(near(before, p20), `under the pointer ${before} vs ${p20}`).toBe(true);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('th', 'common.ok') })
        .click();
      // A narrower window: the wheel keeps its size until 500 ms after the last change, then fits it.
      const drawnAt = () => canvas.evaluate((c: HTMLCanvasElement) => c.style.width);
      expect(await drawnAt()).toBe(`${wheelSize(360)}px`);
      const resolution = await page.evaluate(() => Math.min(2, window.devicePixelRatio || 1));
      await expect(canvas).toHaveAttribute('data-pixels', String(wheelSize(360) * resolution));
      // The page has had the resize and drawn two frames since: the wheel still has its size.
      const resized = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            addEventListener('resize', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
              once: true,
            }),
          ),
      );
      await page.setViewportSize({ width: 300, height: 740 });
      await resized;
      expect(await drawnAt()).toBe(`${wheelSize(360)}px`);
      await expect.poll(drawnAt).toBe(`${wheelSize(300)}px`);
      await expect.poll(async () => (await page.locator('.wheel-stage').boundingBox())!.width).toBe(wheelSize(300));
      // Drawn again at the new size (its own pixels, not the old picture shrunk), in the worker as on the page.
      await expect(canvas).toHaveAttribute('data-pixels', String(wheelSize(300) * resolution));
      const after = await colourUnderPointer(page);
      expect(near(after, p20), `under the pointer after the resize ${after} vs ${p20}`).toBe(true);
    });

  test('en: without WebGL the wheel is drawn on a 2D canvas and still stops on the winning slice', async ({ page }) => {
    await withoutContexts(page, 'webgl');
    await home(page, 'en');
    await page.goto('/user/spin');
    await expect(page.locator('canvas.wheel-canvas')).toBeVisible();
    await demo(page, `demo.nextSpin('P20')`);
    await page.getByTestId('spin-button').click();
    await expect(wheelStatus(page)).toHaveText(text('en', 'spin.stoppedOn', { label: '20' }), {
      timeout: 10_000,
    });
    const p20 = WHEEL.slices.find((s) => s.code === 'P20')!;
    expect(near(await colourUnderPointer(page), rgb(p20.bgColor))).toBe(true);
    await expect(
      page.getByRole('dialog', { name: text('en', 'spin.prizeTitle') }).getByTestId('prize-label'),
    ).toHaveText('20');
  });

  test('th: on a slow phone the wheel shows at once as a still picture, its slices in their colours, until the animated one is ready', async ({
    page,
  }) => {
    // The animated wheel's code (Pixi, in a worker or on the page) is slow to come.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/(workerWheel|pixiWheel)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await toWheel(page, 'th');
    const still = page.getByTestId('wheel-still');
    await expect(still).toBeVisible();
    await expect(page.getByTestId('spin-button')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    // Each slice in its colour where it will be when the wheel is drawn: clockwise from the pointer, at the rim.
    const box = (await page.locator('.wheel-stage').boundingBox())!;
    const r = wheelRadius(box.width);
    const count = WHEEL.slices.length;
    for (const i of [0, 1, count - 1]) {
      const angle = ((i + 0.5) * 2 * Math.PI) / count;
      const x = box.x + box.width / 2 + Math.sin(angle) * (r - 8);
      const y = box.y + box.height / 2 - Math.cos(angle) * (r - 8);
      expect(near(await colourAt(page, x, y), rgb(WHEEL.slices[i]!.bgColor)), `slice ${i}`).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('th-still-wheel.png') });
    // The animated wheel comes. The worker says it is ready once it has drawn, but the page shows its canvas a frame
    // or more later (a cold load at 6x CPU showed a bare button for 0.2 s): the still wheel stays beneath the canvas,
    // the pointer and the button above both.
    release();
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(still).toBeVisible();
    const x = box.x + box.width / 2 + Math.sin(Math.PI / count) * (r - 8);
    const y = box.y + box.height / 2 - Math.cos(Math.PI / count) * (r - 8);
    const stack = (px: number, py: number) =>
      page.evaluate(
        ([a, b]) =>
          [
            ...new Set(
              document.elementsFromPoint(a!, b!).map((e) => {
                const part = e.closest('canvas, [data-testid="wheel-still"], [data-testid="spin-button"]');
                return part?.getAttribute('data-testid') ?? part?.tagName.toLowerCase();
              }),
            ),
          ].filter(Boolean),
        [px, py],
      );
    expect((await stack(x, y)).slice(0, 2)).toEqual(['canvas', 'wheel-still']);
    const hub = (await page.getByTestId('spin-button').boundingBox())!;
    expect(await stack(hub.x + hub.width / 2, hub.y + hub.height / 2)).toEqual([
      'spin-button',
      'canvas',
      'wheel-still',
    ]);
  });

  test('th: with no canvas at all the prizes are listed and a spin still ends in the prize dialog', async ({
    page,
  }) => {
    await withoutContexts(page, 'webgl|2d|bitmaprenderer');
    await home(page, 'th');
    await page.goto('/user/spin');
    const list = page.getByRole('list', { name: text('th', 'spin.slices') });
    await expect(list.getByRole('listitem')).toHaveCount(WHEEL.slices.length);
    await expect(page.getByText(text('th', 'spin.noWebgl'))).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await demo(page, `demo.nextSpin('P20')`);
    await page.getByTestId('spin-button').click();
    await expect(list.locator('li[aria-current]')).toContainText('20');
    const dialog = page.getByRole('dialog', { name: text('th', 'spin.prizeTitle') });
    await expect(dialog.getByTestId('prize-label')).toHaveText('20');
  });
});
