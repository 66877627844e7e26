/**
 * The wheel drawn with Pixi 8 on the page (WebGL, or Pixi's 2D canvas without it): the way when the phone cannot draw
 * it in a worker (workerWheel.ts). Loaded only by /user/spin. The picture is wheelScene.ts's; the turning is the
 * canvas's CSS rotation (wheelDriver.ts). The pointer, which stays, is the page's (WheelStage).
 */
import { Application } from 'pixi.js';
// The CSP has no 'unsafe-eval': Pixi's shader and uniform code comes precompiled instead of from new Function.
import 'pixi.js/unsafe-eval';
import { turning, type WheelDriver } from './wheelDriver';
import { measurer } from './wheelLook';
import { wheelScene, type Slice } from './wheelScene';

export interface PixiWheel extends WheelDriver {
  canvas: HTMLCanvasElement;
  resize(size: number): void;
  destroy(): void;
}

/** The app's bold faces, loaded before labels are measured (they are already on the page). */
const wheelFonts = () =>
  Promise.all([
    document.fonts?.load(`700 16px "Noto Sans Thai"`),
    document.fonts?.load(`700 16px "Noto Sans Lao"`),
  ]).catch(() => undefined);

/** Create the wheel in `host`, or throw when no renderer works (the caller then lists the prizes). */
export async function createPixiWheel(
  host: HTMLElement,
  slices: Slice[],
  size: number,
  onStopped: () => void,
): Promise<PixiWheel> {
  await wheelFonts();
  const app = new Application();
  await app.init({
    width: size,
    height: size,
    preference: 'webgl',
    antialias: true,
    backgroundAlpha: 0,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    autoDensity: true,
    autoStart: false,
  });
  const scene = wheelScene(slices, measurer(document.createElement('canvas').getContext('2d')));
  app.stage.addChild(scene.stage);
  let current = size;
  const draw = (px: number) => {
    current = px;
    app.renderer.resize(px, px);
    scene.draw(px);
    app.render();
    // Its width in device pixels, as drawn (workerWheel.ts shows the same): tests read it.
    app.canvas.dataset.pixels = String(app.canvas.width);
  };
  draw(size);
  // The compositor turns the drawn picture: the main thread writes one style a frame.
  const turn = turning(
    (rotation) => (app.canvas.style.transform = `rotate(${rotation}rad)`),
    () => slices.length,
    onStopped,
  );
  app.canvas.setAttribute('aria-hidden', 'true');
  app.canvas.classList.add('wheel-canvas');
  app.canvas.dataset.drawnBy = 'page';
  host.prepend(app.canvas);
  return {
    canvas: app.canvas,
    start: turn.start,
    land: turn.land,
    halt: turn.halt,
    darken(index) {
      scene.darken(index);
      app.render();
    },
    reset() {
      scene.darken(-1);
      app.render();
    },
    resize(px) {
      if (px !== current) draw(px);
    },
    destroy() {
      turn.stop();
      app.destroy(true, { children: true });
    },
  };
}
