/**
 * The wheel drawn in a worker (wheel.worker.ts) on the canvas this page hands over: Pixi's set-up, the labels' text,
 * the geometry and every frame of a spin run off the thread that answers the member's taps, and a busy page does not
 * make the wheel stutter. The page keeps the canvas in its place, tells the worker to turn, land, darken and resize,
 * and hears from it when the wheel has stopped. Throws where the phone cannot (no OffscreenCanvas, no
 * module worker, or no context in one): WheelStage then draws the wheel on the page.
 */
import { rootUrl } from '../../lib/base';
import type { PixiWheel } from './pixiWheel';
import type { Face, FromWorker, ToWorker } from './wheel.worker';
import workerFile from './wheel.worker.ts?worker&url';
import { prefersReducedMotion } from './wheelDriver';
import type { Slice } from './wheelScene';

/** How long the worker may take to draw the first picture before the page draws it instead. */
const READY_WITHIN_MS = 15_000;

const canDrawInWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** The app's bold faces, as the build declared them (scripts/fonts.ts, index.html's #boot-fonts); none in dev. */
function boldFaces(): Face[] {
  const el = document.getElementById('boot-fonts');
  const fonts = el
    ? (JSON.parse(el.textContent || 'null') as { faces?: Array<[string, string, string, string]> } | null)
    : null;
  return (fonts?.faces ?? [])
    .filter(([, weight]) => weight === '700')
    .map(([family, weight, range, file]) => [family, weight, range, rootUrl(file)] as const);
}

/** The worker's address, the one script URL the `wheel` Trusted Types policy lets through. */
const workerUrl = new URL(workerFile, import.meta.url).href;
let policy: { createScriptURL(url: string): unknown } | undefined;

export async function createWorkerWheel(
  host: HTMLElement,
  slices: Slice[],
  size: number,
  onStopped: () => void,
): Promise<PixiWheel> {
  if (!canDrawInWorker()) throw new Error('no OffscreenCanvas for a worker here');
  policy ??= window.trustedTypes?.createPolicy('wheel', {
    createScriptURL: (u: string) => {
      if (u !== workerUrl) throw new TypeError(`not the wheel's worker: ${u}`);
      return u;
    },
  });
  const canvas = document.createElement('canvas');
  const resolution = Math.min(2, window.devicePixelRatio || 1);
  let current = size;
  const fit = (px: number) => {
    canvas.style.width = `${px}px`;
    canvas.style.height = `${px}px`;
  };
  fit(size);
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker((policy ? policy.createScriptURL(workerUrl) : workerUrl) as string, { type: 'module' });
  const post = (m: ToWorker, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  /** The picture's width in device pixels as the worker drew it (not the size asked for): tests read it. */
  const drawn = (pixels: number) => {
    canvas.dataset.pixels = String(pixels);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the wheel worker did not answer')), READY_WITHIN_MS);
      worker.onmessage = (e: MessageEvent<FromWorker>) => {
        clearTimeout(timer);
        if (e.data.type === 'ready') {
          drawn(e.data.pixels);
          resolve();
        } else if (e.data.type === 'failed') reject(new Error(e.data.reason));
      };
      worker.onerror = (e) => {
        clearTimeout(timer);
        reject(new Error(e.message || 'the wheel worker failed'));
      };
      post({ type: 'init', canvas: offscreen, slices, size, resolution, faces: boldFaces() }, [offscreen]);
    });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.type === 'stopped') onStopped();
    else if (e.data.type === 'resized') drawn(e.data.pixels);
  };
  canvas.setAttribute('aria-hidden', 'true');
  canvas.classList.add('wheel-canvas');
  canvas.dataset.drawnBy = 'worker';
  host.prepend(canvas);
  return {
    canvas,
    start: () => post({ type: 'start', reduced: prefersReducedMotion() }),
    land: (index) => post({ type: 'land', index, reduced: prefersReducedMotion() }),
    halt: () => post({ type: 'land', index: -1, reduced: prefersReducedMotion() }),
    darken: (index) => post({ type: 'darken', index }),
    reset: () => post({ type: 'darken', index: -1 }),
    resize(px) {
      if (px === current) return;
      current = px;
      fit(px);
      post({ type: 'resize', size: px });
    },
    destroy() {
      worker.terminate();
    },
  };
}
