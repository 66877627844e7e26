import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while React takes over the screen the build painted into index.html (scripts/prerender.ts), true after (and at
 * once on a screen React draws itself): React draws the component again when it turns true. What the painted screen
 * cannot know (the brand) or cannot do yet (switch the language) waits for it.
 */
export const useTakenOver = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
