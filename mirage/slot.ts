/**
 * The demo console's place: first in the page, before the app, so that it pushes the app down instead of covering it.
 * main.tsx makes it before the first screen paints; its height is kept while the console's code loads (styles.css),
 * so nothing on the page moves when the console appears (a tap in that moment would land on another control).
 */
export function consoleSlot(): HTMLElement {
  let slot = document.getElementById('demo-console');
  if (!slot) {
    slot = document.createElement('div');
    slot.id = 'demo-console';
    document.body.prepend(slot);
  }
  return slot;
}
