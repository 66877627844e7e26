/** The demo's remote control: scenario, one-shot failures, reset. Also `window.demo` in the app. */
import { pathPattern, statusFor, type Runtime } from './http';
import type { DemoCode } from './rules/errors';
import { SCENARIOS, isScenario } from './state';

export interface DemoControls {
  scenarios(): string[];
  /** Sets the scenario when a name is given; answers the current one. */
  scenario(name?: string): string;
  /**
   * The next call of `method` on `path` (exact, or with `:params`) answers `{ message: code }` once, moving nothing.
   * A route may play a code out instead (RouteOptions.plays): TRANSFER_FAIL on a transfer debits, fails and refunds.
   */
  failNext(method: string, path: string, code: string, status?: number): void;
  /** Back to the seed and the default scenario; clears the persisted state. */
  reset(): void;
}

export function createControls(rt: Runtime, reset: () => void): DemoControls {
  return {
    scenarios: () => [...SCENARIOS],
    scenario(name) {
      if (name !== undefined) {
        if (!isScenario(name)) throw new Error(`Unknown demo scenario "${name}"; one of ${SCENARIOS.join(', ')}`);
        rt.state.scenario = name;
        rt.save();
      }
      return rt.state.scenario;
    },
    failNext(method, path, code, status) {
      if (!path.startsWith('/')) throw new Error('failNext: path must start with /');
      pathPattern(path);
      (rt.state.failures ??= []).push({ method: method.toUpperCase(), path, code: code as DemoCode, status: status ?? statusFor(code) });
      rt.save();
    },
    reset,
  };
}
