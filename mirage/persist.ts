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
    const parsed = JSON.parse(raw) as Partial<DemoState> & { scenario?: string };
    // A bank kept before scenarios combined had one `scenario`: it is the one on.
    if (parsed.scenarios === undefined && typeof parsed.scenario === 'string') {
      parsed.scenarios = parsed.scenario === 'default' ? [] : ([parsed.scenario] as DemoState['scenarios']);
      delete parsed.scenario;
    }
    if (
      parsed.version !== 1 ||
      !Array.isArray(parsed.members) ||
      !Array.isArray(parsed.scenarios) ||
      !(parsed.scenarios as string[]).every((s) => isScenario(s) && s !== 'default') ||
      typeof parsed.laos !== 'boolean'
    )
      return null;
    return parsed as DemoState;
  } catch {
    return null;
  }
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
