/**
 * The wheel's picture in Pixi 8, the same wherever it is drawn (in a worker on an OffscreenCanvas, or on the page):
 * the slices with their labels, a dark veil per slice for the celebration, and the rim. It is drawn once, and again
 * only when the size or the veils change. On the page the canvas itself is turned (its CSS rotation, wheelDriver.ts);
 * in a worker the picture is turned and drawn a frame at a time there, off the page's main thread.
 */
import { Color, Container, Graphics, Text } from 'pixi.js';
import type { WheelSlice } from '../../../machines/spin';
import { fitLabel, hubRadius, labelBox, sliceBounds, wheelRadius } from './geometry';
import { labelPlace, RIM_WIDTH, SAFE_BG, SAFE_TEXT, WHEEL_FONT } from './wheelLook';

export type Slice = Pick<WheelSlice, 'code' | 'label' | 'bgColor' | 'textColor'>;

/** A colour from the server, or a safe one when it is not a colour. */
function colour(value: string, fallback: string): Color {
  try {
    return new Color(value);
  } catch {
    return new Color(fallback);
  }
}

export interface WheelScene {
  /** What the renderer draws. */
  stage: Container;
  /** Lay the wheel out for a square of `px` (its veils kept). */
  draw(px: number): void;
  /** Darken every slice but `index` (-1: none). */
  darken(index: number): void;
  /** Turn the wheel to `rotation` (radians, clockwise) about its centre. */
  turn(rotation: number): void;
  /**
   * Keep the drawn wheel as one texture at `resolution`, so that a frame of a turn draws one picture, not every slice
   * and label again (the worker, which draws every frame); drawn again when the size or the veils change.
   */
  cache(resolution: number): void;
}

export function wheelScene(slices: readonly Slice[], measure: (text: string, size: number) => number): WheelScene {
  const stage = new Container();
  const wheel = new Container();
  stage.addChild(wheel);
  let veils: Graphics[] = [];
  let dark = -1;
  let cached = false;
  const darken = (index: number) => {
    dark = index;
    veils.forEach((v, i) => (v.visible = index >= 0 && i !== index));
    if (cached) wheel.updateCacheTexture();
  };
  function draw(px: number) {
    for (const child of wheel.removeChildren()) child.destroy();
    veils = [];
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
          fontFamily: WHEEL_FONT,
          fontSize: fitted.fontSize,
          fontWeight: '700',
          fill: colour(slice.textColor, SAFE_TEXT),
          align: 'center',
          lineHeight: fitted.fontSize * 1.2,
        },
      });
      label.anchor.set(0.5);
      const place = labelPlace(middle, hub, box);
      label.position.set(place.x, place.y);
      label.rotation = place.rotation;
      wheel.addChild(label);
      const veil = new Graphics().moveTo(0, 0).arc(0, 0, r, a0, a1).closePath().fill({ color: 0x000000, alpha: 0.6 });
      veils.push(veil);
      wheel.addChild(veil);
    });
    wheel.addChild(new Graphics().circle(0, 0, r).stroke({ width: RIM_WIDTH, color: 0xffffff }));
    darken(dark);
  }
  return {
    stage,
    draw,
    darken,
    turn: (rotation) => void (wheel.rotation = rotation),
    cache(resolution) {
      cached = true;
      wheel.cacheAsTexture({ resolution, antialias: true });
    },
  };
}
