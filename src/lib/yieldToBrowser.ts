/**
 * Lets the browser paint and answer a tap before the start goes on: `scheduler.yield()` where the browser has it (the
 * rest runs first, ahead of other tasks), a new task otherwise. The start is cut into steps by it, so that no step
 * holds a slow phone's main thread for long (the warm start's trace, npm run perf -- --keep).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
