/**
 * What the operators' telemetry hears from the app itself (services/telemetry/telemetry.ts): an error a boundary
 * caught (src/ui/ErrorBoundary.tsx), an answer that broke its contract (services/services.ts), and from the start's
 * first line (src/main.tsx) an uncaught error or an unhandled rejection. The telemetry's code comes once the first
 * screen is up (services/afterStart.ts): until then the facts wait here; then it takes them and `push` tells it each
 * new one (a page's data layer, as analytics tags do). Where telemetry is off, they are let go (`letGo`, services/afterStart.ts).
 */
export type Fact =
  | ['boundary', unknown]
  /** The client's ApiError and the call's endpoint (src/api/: a floor above this one). */
  | ['broken', [error: unknown, call: unknown]]
  /** An uncaught error or an unhandled rejection, as the page heard it. */
  | ErrorEvent
  | PromiseRejectionEvent;

export const facts: Fact[] = [];

/** From the start's first line: the page's own errors. */
export function keepEarly(): void {
  for (const type of ['error', 'unhandledrejection'] as const) addEventListener(type, (e) => facts.push(e));
}

/**
 * Nobody will hear what the app tells its telemetry (it is off, or its code did not come), unless somebody already
 * does (the demo's console): what waits goes, and nothing waits from now on.
 */
export function letGo(): void {
  if (facts.push !== Array.prototype.push) return;
  facts.length = 0;
  facts.push = () => 0;
}
