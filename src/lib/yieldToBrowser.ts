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

/**
 * `run` once the browser has painted the frame it is in (the next frame's callback, then a task of its own after it),
 * or after 100 ms where no frame comes (a hidden tab). Answers a function that cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(late);
    cancelAnimationFrame(frame);
    run();
  };
  const late = setTimeout(once, 100);
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  return () => {
    done = true;
    clearTimeout(late);
    cancelAnimationFrame(frame);
  };
}
