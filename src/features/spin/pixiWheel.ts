/**
 * The wheel drawn with Pixi 8 (WebGL, or Pixi's 2D canvas without it). Loaded only by /user/spin. Pixi draws the
 * slices with their labels, a dark veil per slice for the celebration and the rim, once, and again only when they
 * change (the veils, a resize). The turning is the compositor's: each frame sets the canvas's CSS rotation, so a
 * spin costs the main thread one style write a frame, not a WebGL frame (measured with `npm run perf:wheel`). The
 * pointer, which stays, is the page's (WheelStage).
 */
import { Application, Color, Container, Graphics, Text } from 'pixi.js';
// The CSP has no 'unsafe-eval': Pixi's shader and uniform code comes precompiled instead of from new Function.
import 'pixi.js/unsafe-eval';
import type { WheelSlice } from '../../../machines/spin';
import { fitLabel, hubRadius, labelBox, labelRotation, sliceBounds, wheelRadius } from './geometry';
import { WheelMotion, type WheelDriver } from './wheelDriver';

type Slice = Pick<WheelSlice, 'code' | 'label' | 'bgColor' | 'textColor'>;
const FONT = '"Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif';
const SAFE_BG = '#8a8a8a';
const SAFE_TEXT = '#ffffff';

/** A colour from the server, or a safe one when it is not a colour. */
function colour(value: string, fallback: string): Color {
  try {
    return new Color(value);
  } catch {
    return new Color(fallback);
  }
}

let measureContext: CanvasRenderingContext2D | null = null;
function measure(text: string, size: number): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * size * 0.6;
  measureContext.font = `700 ${size}px ${FONT}`;
  return measureContext.measureText(text).width;
}

export interface PixiWheel extends WheelDriver {
  canvas: HTMLCanvasElement;
  resize(size: number): void;
  destroy(): void;
}

/** Create the wheel in `host`, or throw when no renderer works (the caller then lists the prizes). */
export async function createPixiWheel(
  host: HTMLElement,
  slices: Slice[],
  size: number,
  onStopped: () => void,
): Promise<PixiWheel> {
  // Labels are measured with the app's own fonts: wait for them (they are already on the page).
  await Promise.all([
    document.fonts?.load(`700 16px "Noto Sans Thai"`),
    document.fonts?.load(`700 16px "Noto Sans Lao"`),
  ]).catch(() => undefined);
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
  const wheel = new Container();
  const veils: Graphics[] = [];
  let current = size;
  const motion = new WheelMotion(() => slices.length, onStopped);

  function draw(px: number) {
    current = px;
    app.renderer.resize(px, px);
    for (const child of wheel.removeChildren()) child.destroy();
    veils.length = 0;
    const r = wheelRadius(px);
    const hub = hubRadius(px);
    const box = labelBox(r, hub, slices.length);
    wheel.position.set(px / 2, px / 2);
    slices.forEach((slice, i) => {
      const { start, end, middle } = sliceBounds(i, slices.length);
      // Wheel-local angles run clockwise from the top; Pixi's from the x axis.
      const a0 = start - Math.PI / 2;
      const a1 = end - Math.PI / 2;
      wheel.addChild(
        new Graphics()
          .moveTo(0, 0)
          .arc(0, 0, r, a0, a1)
          .closePath()
          .fill({ color: colour(slice.bgColor, SAFE_BG) }),
      );
      const fitted = fitLabel(slice.label, box, measure);
      const label = new Text({
        text: fitted.lines.join('\n'),
        style: {
          fontFamily: FONT,
          fontSize: fitted.fontSize,
          fontWeight: '700',
          fill: colour(slice.textColor, SAFE_TEXT),
          align: 'center',
          lineHeight: fitted.fontSize * 1.2,
        },
      });
      label.anchor.set(0.5);
      const along = hub + 6 + box.width / 2;
      const angle = middle - Math.PI / 2;
      label.position.set(Math.cos(angle) * along, Math.sin(angle) * along);
      label.rotation = labelRotation(angle);
      wheel.addChild(label);
      const veil = new Graphics().moveTo(0, 0).arc(0, 0, r, a0, a1).closePath().fill({ color: 0x000000, alpha: 0.6 });
      veil.visible = false;
      veils.push(veil);
      wheel.addChild(veil);
    });
    wheel.addChild(new Graphics().circle(0, 0, r).stroke({ width: 4, color: 0xffffff }));
    app.render();
  }

  let raf = 0;
  /** Every frame while moving: the canvas turns; the frame after the stop reports it. */
  function frame() {
    app.canvas.style.transform = `rotate(${motion.rotation(performance.now())}rad)`;
    raf = motion.moving ? requestAnimationFrame(frame) : 0;
  }
  const render = () => app.render();
  app.stage.addChild(wheel);

  draw(size);
  app.canvas.setAttribute('aria-hidden', 'true');
  app.canvas.classList.add('wheel-canvas');
  host.prepend(app.canvas);

  const run = () => {
    if (!raf) raf = requestAnimationFrame(frame);
  };
  return {
    canvas: app.canvas,
    start() {
      motion.start(performance.now());
      run();
    },
    land(index) {
      motion.land(performance.now(), index);
      run();
    },
    halt() {
      motion.land(performance.now(), -1);
      run();
    },
    darken(index) {
      veils.forEach((v, i) => (v.visible = index >= 0 && i !== index));
      render();
    },
    reset() {
      for (const v of veils) v.visible = false;
      render();
    },
    resize(px) {
      if (px === current) return;
      const dark = veils.map((v) => v.visible);
      draw(px);
      dark.forEach((d, i) => veils[i] && (veils[i].visible = d));
      render();
    },
    destroy() {
      cancelAnimationFrame(raf);
      app.destroy(true, { children: true });
    },
  };
}
