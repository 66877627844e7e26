/** The demo bank in localStorage under `wallet.demo`, so it survives a reload until reset. */
import type { DemoState } from './state';
import { isScenario } from './state';

export const STORAGE_KEY = 'wallet.demo';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function loadState(): DemoState | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return bankFrom(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * A kept bank (localStorage's, or a moment's) read back: the bank, or null where it is none of this version. A bank
 * kept before scenarios combined had one `scenario`: it is the one on.
 */
export function bankFrom(kept: unknown): DemoState | null {
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return null;
  const parsed = { ...kept } as Partial<DemoState> & { scenario?: string };
  if (parsed.scenarios === undefined && typeof parsed.scenario === 'string') {
    parsed.scenarios = parsed.scenario === 'default' ? [] : ([parsed.scenario] as DemoState['scenarios']);
    delete parsed.scenario;
  }
  if (
    parsed.version !== 1 ||
    !Array.isArray(parsed.members) ||
    !Array.isArray(parsed.scenarios) ||
    !(parsed.scenarios as string[]).every((s) => isScenario(s) && s !== 'default') ||
    typeof parsed.laos !== 'boolean' ||
    (parsed.holds !== undefined && !Array.isArray(parsed.holds))
  )
    return null;
  return parsed as DemoState;
}

/** The console's choice of site kept with the bank (null: config.json's `laos`), read before the bank starts. */
export const keptLaosChoice = (): boolean | null => loadState()?.laosChoice ?? null;

/** Writes when the serialised state changed; answers what was written last. */
export function saveState(state: DemoState, last: string | null): string {
  const json = JSON.stringify(state);
  if (json !== last) {
    try {
      storage()?.setItem(STORAGE_KEY, json);
    } catch {
      /* quota or private mode: the demo keeps working in memory */
    }
  }
  return json;
}

export function clearState(): void {
  storage()?.removeItem(STORAGE_KEY);
}
