/**
 * The wheel drawn off the page's main thread: Pixi 8 in a worker, on the OffscreenCanvas the page handed over
 * (workerWheel.ts). It lays out and draws the picture (wheelScene.ts), turns it a frame at a time while it spins (its
 * own frames: a busy page does not slow it), and tells the page when it has stopped; it draws again for a new size or
 * new veils. It answers `ready` once the first picture is drawn, or `failed` (no WebGL or 2D context here, a font or
 * Pixi that would not start): the page then draws the wheel itself.
 */
import { Application, DOMAdapter, WebWorkerAdapter } from 'pixi.js';
// The CSP has no 'unsafe-eval': Pixi's shader and uniform code comes precompiled instead of from new Function.
import 'pixi.js/unsafe-eval';
import { turning } from './wheelDriver';
import { measurer } from './wheelLook';
import { wheelScene, type Slice, type WheelScene } from './wheelScene';

/** A font face of the app: family, weight, unicode-range, its file's address (scripts/fonts.ts). */
export type Face = readonly [family: string, weight: string, unicodeRange: string, url: string];

export type ToWorker =
  | { type: 'init'; canvas: OffscreenCanvas; slices: Slice[]; size: number; resolution: number; faces: Face[] }
  | { type: 'start'; reduced: boolean }
  | { type: 'land'; index: number; reduced: boolean }
  | { type: 'darken'; index: number }
  | { type: 'resize'; size: number };
/** `pixels`: the drawn picture's width in device pixels, as the worker's canvas now has it (the page shows it). */
export type FromWorker =
  | { type: 'ready'; pixels: number }
  | { type: 'resized'; pixels: number }
  | { type: 'failed'; reason: string }
  | { type: 'stopped' };

DOMAdapter.set(WebWorkerAdapter);
const scope = globalThis as unknown as {
  fonts?: FontFaceSet;
  postMessage(message: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
};
let app: Application | null = null;
let scene: WheelScene | null = null;
let reduced = false;
let count = 0;
/** Every frame while the wheel moves, here in the worker: drawn turned; the stop told to the page. */
const turn = turning(
  (rotation) => {
    scene?.turn(rotation);
    app?.render();
  },
  () => count,
  () => scope.postMessage({ type: 'stopped' }),
  () => reduced,
);

/** The app's bold faces in this worker (a worker has fonts of its own), those the labels use loaded. */
async function loadFonts(faces: Face[], text: string) {
  const fonts = scope.fonts;
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [family, weight, unicodeRange, url] of faces)
    if (weight === '700') fonts.add(new FontFace(family, `url(${JSON.stringify(url)})`, { weight, unicodeRange }));
  await Promise.all([
    fonts.load('700 16px "Noto Sans Thai"', text),
    fonts.load('700 16px "Noto Sans Lao"', text),
  ]).catch(() => undefined);
}

async function init(m: Extract<ToWorker, { type: 'init' }>) {
  await loadFonts(m.faces, m.slices.map((s) => s.label).join(''));
  app = new Application();
  await app.init({
    canvas: m.canvas,
    width: m.size,
    height: m.size,
    preference: 'webgl',
    antialias: true,
    backgroundAlpha: 0,
    resolution: m.resolution,
    autoStart: false,
  });
  count = m.slices.length;
  scene = wheelScene(m.slices, measurer(new OffscreenCanvas(1, 1).getContext('2d')));
  app.stage.addChild(scene.stage);
  scene.draw(m.size);
  scene.cache(m.resolution);
  app.render();
}

scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'init')
    void init(m).then(
      () => scope.postMessage({ type: 'ready', pixels: app!.canvas.width }),
      (error: unknown) => scope.postMessage({ type: 'failed', reason: String(error) }),
    );
  else if (m.type === 'start' || m.type === 'land') {
    reduced = m.reduced;
    if (m.type === 'start') turn.start();
    else turn.land(m.index);
  } else if (app && scene) {
    if (m.type === 'darken') scene.darken(m.index);
    else {
      app.renderer.resize(m.size, m.size);
      scene.draw(m.size);
    }
    app.render();
    if (m.type === 'resize') scope.postMessage({ type: 'resized', pixels: app.canvas.width });
  }
};
