/**
 * How the wheel looks, the same in every drawing of it: the animated one in Pixi (wheelScene.ts, in a worker or on the
 * page) and the still picture shown until that is ready (StillWheel.tsx). No Pixi here: the still picture comes with
 * the page's own code.
 */
import { labelRotation, type LabelBox } from './geometry';

export const WHEEL_FONT = '"Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif';
/** The colours of a slice whose server colour is not a colour. */
export const SAFE_BG = '#8a8a8a';
export const SAFE_TEXT = '#ffffff';
/** The rim: a white ring this wide. */
export const RIM_WIDTH = 4;

/** A text's width in the wheel's bold font, measured on a 2D context (the page's or a worker's). */
export function measurer(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) {
  return (text: string, size: number): number => {
    if (!context) return text.length * size * 0.6;
    context.font = `700 ${size}px ${WHEEL_FONT}`;
    return context.measureText(text).width;
  };
}

/**
 * Where a slice's label sits (its centre, from the wheel's centre, y down) and how it is turned, for the slice whose
 * middle is `middle` (radians clockwise from the top).
 */
export function labelPlace(middle: number, hub: number, box: LabelBox): { x: number; y: number; rotation: number } {
  const along = hub + 6 + box.width / 2;
  const angle = middle - Math.PI / 2;
  return { x: Math.cos(angle) * along, y: Math.sin(angle) * along, rotation: labelRotation(angle) };
}
