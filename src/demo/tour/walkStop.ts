/**
 * The shape of a stop of the tour's walk (./walk.ts): who to be, what the console sets up with one tap for a step
 * (`WalkAct`, and the script it is on `window.demo`), where to go and the states each step shows.
 */
/** The demo bank's personas (mirage/personas.ts, which the app's code may not import; a unit test keeps them equal). */
export const PERSONA_KEYS = ['funded', 'bonus', 'newcomer', 'inactive'] as const;
type PersonaKey = (typeof PERSONA_KEYS)[number];

/**
 * What the console does for a step with one tap (the step's words say so, in `{{setUp}}`): hold the next call of a
 * route until the product owner lets it answer, arm a code on it (the next call, or every call until cleared), turn
 * scenarios on (the page reloads into them), move the bank's clock (ms ahead, or to the next Bangkok day), pay the
 * newest QR, choose the next spin's slice, or drop the chat's connection.
 */
export type WalkAct =
  | { hold: readonly [method: string, path: string] }
  | { fail: readonly [method: string, path: string, code: string]; every?: true }
  | { scenarios: readonly string[] }
  | { clock: number | 'day' }
  | { payQr: true }
  | { nextSpin: string }
  | { chatDrop: true };

/** The act as a script does it on `window.demo` (a step's details show it). */
export function actScript(act: WalkAct): string {
  const q = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');
  if ('hold' in act) return `demo.holdNext(${q(act.hold)})`;
  if ('fail' in act) return `demo.${act.every ? 'failEvery' : 'failNext'}(${q(act.fail)})`;
  if ('scenarios' in act) return act.scenarios.map((s) => `demo.scenarioOn('${s}', true)`).join('; ');
  if ('clock' in act)
    return act.clock === 'day' ? 'demo.advanceClock(/* to 00:00 Bangkok */)' : `demo.advanceClock(${act.clock})`;
  if ('payQr' in act) return 'demo.payQr()';
  if ('nextSpin' in act) return `demo.nextSpin('${act.nextSpin}')`;
  return 'demo.chatDisconnect()';
}

export interface WalkStop {
  key: string;
  /** Who to be: a persona of the demo bank, or a visitor (logged out). */
  persona: PersonaKey | null;
  /**
   * The scenarios the stop starts in (none: the default). Its one button sets them, the bank's real time and no armed
   * error, logs its persona in (or out) and opens `href`.
   */
  scenarios?: readonly string[];
  /** Per step (1 from the first), what the console sets up for it with one tap. */
  acts?: Readonly<Record<number, WalkAct>>;
  href: string;
  /** The machines the stop shows, by id (the first is drawn in the console). */
  machines: readonly string[];
  /** The app texts its steps name (placeholder → locale key), beyond LABELS. */
  labels?: Readonly<Record<string, string>>;
  /** Per step, the states it shows, as `machine:state.path`. */
  steps: ReadonlyArray<readonly string[]>;
}
