import { WALK } from './walk';

/**
 * /demo's start buttons ask the console to stage a stop (its Tour tab's start), so that the page and the console stage
 * a stop alike: the ask is kept for the tab (the console may still be loading) and announced by STAGE_EVENT; the
 * console takes it when it hears it, or when it arrives.
 */
export const STAGE_EVENT = 'demo:stage';
const STAGE_KEY = 'demo.walk.stage';

export function askToStage(at: number) {
  try {
    sessionStorage.setItem(STAGE_KEY, String(at));
  } catch {
    /* the event alone */
  }
  window.dispatchEvent(new CustomEvent(STAGE_EVENT, { detail: at }));
}

/** The stop asked for (once), from the event or from the tab's storage. */
export function takeAsked(e?: Event): number | null {
  let at: number | null = e instanceof CustomEvent && typeof e.detail === 'number' ? e.detail : null;
  try {
    const kept = sessionStorage.getItem(STAGE_KEY);
    sessionStorage.removeItem(STAGE_KEY);
    at ??= kept === null ? null : Number(kept);
  } catch {
    /* the event's alone */
  }
  return at !== null && Number.isInteger(at) && at >= 0 && at < WALK.length ? at : null;
}
